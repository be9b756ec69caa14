package dev.tengen.conduct;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.rules.Color;
import dev.tengen.rules.Point;
import dev.tengen.rules.Rulesets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Replaying the same actions always gives the same rulings, under every code. */
class ReplayPropertyTest {

    @Property(tries = 200)
    void theSameActionsGiveTheSameRulings(@ForAll("codes") CompetitionCode code, @ForAll("steps") List<Integer> steps) {
        Setup setup = new Setup(Rulesets.byName(code.ruleset()).orElseThrow().withBoardSize(5), code, Play.START,
                Venue.NEAR_LODGING, Optional.empty(), 0, Team.player("B"), Team.player("W"), Set.of(), Map.of(), false);
        List<Action> actions = actions(steps);
        assertEquals(Adjudication.replay(setup, actions), Adjudication.replay(setup, actions));
    }

    @Provide
    Arbitrary<CompetitionCode> codes() {
        return Arbitraries.of(CompetitionCodes.ALL);
    }

    @Provide
    Arbitrary<List<Integer>> steps() {
        return Arbitraries.integers().between(0, 999).list().ofMaxSize(80);
    }

    /** Mostly alternating moves on a 5x5 board, with passes, moves out of turn, claims and referee choices. */
    private static List<Action> actions(List<Integer> steps) {
        List<Action> actions = new ArrayList<>();
        Instant at = Play.START;
        Color next = Color.BLACK;
        Infraction.Kind[] kinds = Infraction.Kind.values();
        RefereeChoice[] choices = RefereeChoice.values();
        for (int s : steps) {
            at = at.plusSeconds(5 + s % 7);
            Color mover = s % 13 == 0 ? next.opponent() : next;
            if (s < 700) {
                actions.add(new Action.Place(at, mover, new Point(s % 5, (s / 5) % 5), Optional.empty()));
                next = mover.opponent();
            } else if (s < 800) {
                actions.add(new Action.Pass(at, mover, Optional.empty()));
                next = mover.opponent();
            } else if (s < 960) {
                Infraction.Kind kind = kinds[s % kinds.length];
                Infraction infraction = switch (kind) {
                    case MOVED_STONES, MOVED_STONES_INTENTIONALLY -> new Infraction.MovedStones(s % 2 == 0 ? Optional.of(mover) : Optional.empty(),
                            List.of(new MovedStone(new Point(s % 5, (s / 5) % 5), new Point((s / 3) % 5, (s / 7) % 5))));
                    case BOARD_DISTURBED, BOARD_DISTURBED_BY_PLAYER -> new Infraction.BoardDisturbed(Optional.of(mover), s % 2 == 0);
                    case ROTATION_ERROR -> new Infraction.RotationError(mover, s % 2 == 0);
                    case MISCONDUCT -> new Infraction.Misconduct(Set.of(mover), false, false, s % 2 == 0);
                    case WRONG_COLOURS -> new Infraction.WrongColours(s % 20);
                    default -> new Infraction.Offence(kind, mover);
                };
                actions.add(new Action.Claim(at, infraction, Optional.of(choices[s % choices.length])));
            } else if (s < 980) {
                actions.add(new Action.ClaimIllegalMove(at, next));
            } else if (s < 990) {
                actions.add(new Action.DeadStones(at, Set.of()));
            } else {
                actions.add(new Action.Confirm(at));
            }
        }
        return actions;
    }
}
