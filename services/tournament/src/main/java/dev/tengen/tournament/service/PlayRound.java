package dev.tengen.tournament.service;

import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.RoundBye;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** A paired round: its boards, its byes, whether it is published, and the results recorded so far. */
final class PlayRound {

    final int number;
    List<PairedGame> games;
    List<RoundBye> byes;
    boolean published;
    /** How many times the published pairing was corrected. */
    int corrections;
    final Map<Integer, ResultRecorded> results = new HashMap<>();

    PlayRound(int number, List<PairedGame> games, List<RoundBye> byes) {
        this.number = number;
        this.games = List.copyOf(games);
        this.byes = List.copyOf(byes);
    }

    Optional<PairedGame> board(int board) {
        return games.stream().filter(game -> game.board() == board).findFirst();
    }

    /** Published and every board has its result. */
    boolean isComplete() {
        return published && games.stream().allMatch(game -> results.containsKey(game.board()));
    }

    /** By value: the aggregate's state is compared with its state rebuilt from events (AggregateTestFixture). */
    @Override
    public boolean equals(Object other) {
        return other instanceof PlayRound round && number == round.number && published == round.published
                && corrections == round.corrections && games.equals(round.games) && byes.equals(round.byes) && results.equals(round.results);
    }

    @Override
    public int hashCode() {
        return Objects.hash(number, games, byes, published, corrections, results);
    }

    List<Integer> unfinishedBoards() {
        return games.stream().map(PairedGame::board).filter(board -> !results.containsKey(board)).toList();
    }
}
