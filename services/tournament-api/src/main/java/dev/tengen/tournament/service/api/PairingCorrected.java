package dev.tengen.tournament.service.api;

import dev.tengen.clock.TimeControl;
import java.time.Instant;
import java.util.List;

/**
 * The pairing of a published round was corrected: {@code games} and {@code byes} are the whole round afterwards.
 * Every changed board has a new game ({@code {boardGameId}-c{correction}}) to be started under the round's rules, as
 * {@link RoundPublished} starts them; the games of boards changed or removed are void.
 *
 * @param correction this round's correction number, from 1
 * @param changes the boards as the Technical Delegate set them
 * @param reason why
 * @param voided the boards as they were, whose games are void
 * @param started the boards whose new games start now
 */
public record PairingCorrected(String tournamentId, int round, int correction, List<BoardChange> changes, String reason,
        List<PairedGame> games, List<RoundBye> byes, List<PairedGame> voided, List<PairedGame> started, String ruleSet,
        String competitionCode, int boardSize, TimeControl timeControl, String by, Instant at) {

    public PairingCorrected {
        changes = List.copyOf(changes);
        games = List.copyOf(games);
        byes = List.copyOf(byes);
        voided = List.copyOf(voided);
        started = List.copyOf(started);
    }
}
