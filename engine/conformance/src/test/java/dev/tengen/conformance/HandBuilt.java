package dev.tengen.conformance;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Entry;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Small tournaments written out by hand for the checker's tests: players A, B, C... registered in that order (their
 * drawn numbers 1, 2, 3...), games written "A-B" (A Black, B White, Black wins), "A-B w" (White wins) or "A-B h2" (handicap 2).
 */
final class HandBuilt {

    private final PairingSystem system;
    private final Optional<String> ruleSet;
    private final HandicapPolicy handicap;
    private final List<Player> players = new ArrayList<>();
    private final List<Entry> entries = new ArrayList<>();
    private final List<Round> rounds = new ArrayList<>();

    private HandBuilt(PairingSystem system, Optional<String> ruleSet, HandicapPolicy handicap) {
        this.system = system;
        this.ruleSet = ruleSet;
        this.handicap = handicap;
    }

    static HandBuilt of(PairingSystem system) {
        return new HandBuilt(system, Optional.empty(), HandicapPolicy.NONE);
    }

    static HandBuilt chinese(PairingSystem system) {
        return new HandBuilt(system, Optional.of("chinese-2002"), HandicapPolicy.NONE);
    }

    static HandBuilt withHandicap(PairingSystem system, HandicapPolicy handicap) {
        return new HandBuilt(system, Optional.empty(), handicap);
    }

    /** Players of rank 5 kyu, one per letter. */
    HandBuilt players(String... ids) {
        for (String id : ids) {
            players.add(Player.of(id, "Player " + id, "", Rank.kyu(5)));
        }
        return this;
    }

    HandBuilt player(String id, Rank rank) {
        players.add(Player.of(id, "Player " + id, "", rank));
        return this;
    }

    HandBuilt absent(String id, int round) {
        players.replaceAll(p -> p.id().equals(id) ? p.withAbsentRounds(List.of(round)) : p);
        return this;
    }

    HandBuilt team(String id, String... members) {
        entries.add(new Entry.Team(id, "Team " + id, List.of(members)));
        return this;
    }

    /** A round: its games in board order ("A-B", "A-B h2") and its pairing byes ("bye C"). */
    HandBuilt round(String... items) {
        int number = rounds.size() + 1;
        List<GameRecord> games = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (String item : items) {
            if (item.startsWith("bye ")) {
                byes.add(new Bye(number, item.substring(4), Bye.Kind.PAIRING_BYE));
                continue;
            }
            String[] words = item.split(" ");
            String[] pair = words[0].split("-");
            int stones = 0;
            Outcome outcome = Outcome.BLACK_WINS;
            for (int k = 1; k < words.length; k++) {
                if (words[k].equals("w")) {
                    outcome = Outcome.WHITE_WINS;
                } else {
                    stones = Integer.parseInt(words[k].substring(1));
                }
            }
            games.add(new GameRecord(number, games.size() + 1, pair[0], pair[1], stones, outcome, false));
        }
        rounds.add(new Round(number, games, byes));
        return this;
    }

    Tournament tournament() {
        return new Tournament(new Event("Hand built", "hand", LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 1), "", ""),
                new Regulations(ruleSet, Optional.empty(), 19, 6.5, handicap, Math.max(1, rounds.size())), system,
                new Placement(List.of(PlacementCriterion.NBW, PlacementCriterion.SOS), UnplayedRounds.OPENGOTHA_DEFAULT),
                players, entries, rounds);
    }
}
