package dev.tengen.submission;

import dev.tengen.rank.Rank;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/** Small tournaments built by hand for the tests. */
final class Tournaments {

    private Tournaments() {}

    static Tournament swiss(String name, LocalDate begins, LocalDate ends, String place, double komi, int rounds,
            List<Player> players, List<Round> played) {
        return new Tournament(new Event(name, name, begins, ends, place, ""),
                new Regulations(Optional.of("aga-2004"), Optional.empty(), 19, komi, HandicapPolicy.NONE, rounds),
                new PairingSystem.Swiss(DrawRules.OPENGOTHA_DEFAULT),
                new Placement(List.of(PlacementCriterion.NBW, PlacementCriterion.SOS), UnplayedRounds.OPENGOTHA_DEFAULT),
                players, List.of(), played);
    }

    static Player player(String id, String name, String firstName, Rank rank, String country, String club,
            Map<String, String> memberships) {
        return new Player(id, name, firstName, rank, OptionalInt.empty(), club, country, Optional.empty(), Registration.FINAL,
                List.of(), OptionalInt.empty(), 0, 0, memberships);
    }

    static Round round(int number, GameRecord... games) {
        return new Round(number, List.of(games), List.of());
    }
}
