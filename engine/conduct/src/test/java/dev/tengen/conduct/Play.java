package dev.tengen.conduct;

import dev.tengen.clock.TimeSystem;
import dev.tengen.rules.Color;
import dev.tengen.rules.Point;
import dev.tengen.rules.Ruleset;
import dev.tengen.rules.Rulesets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** A small builder of timelines for tests: one action every ten seconds unless told otherwise. */
final class Play {

    static final Instant START = Instant.parse("2013-07-01T10:00:00Z");

    private final List<Action> actions = new ArrayList<>();
    private Instant at = START;
    private int size = 9;

    static Play timeline() {
        return new Play();
    }

    /** A timeline on a board of another size. */
    static Play timeline(int size) {
        Play play = new Play();
        play.size = size;
        return play;
    }

    static Setup setup(CompetitionCode code, int size) {
        Ruleset rules = Rulesets.byName(code.ruleset()).orElseThrow().withBoardSize(size);
        return Setup.of(rules, code, START, Optional.empty());
    }

    static Setup timed(CompetitionCode code, TimeSystem time, Set<Color> absent) {
        Ruleset rules = Rulesets.byName(code.ruleset()).orElseThrow().withBoardSize(9);
        return new Setup(rules, code, START, Venue.NEAR_LODGING, Optional.of(time), 0, Team.player("Black"),
                Team.player("White"), absent, Map.of(), false);
    }

    Play after(Duration d) {
        at = at.plus(d);
        return this;
    }

    private Instant tick() {
        at = at.plusSeconds(10);
        return at;
    }

    /** Moves in A1 notation, alternating from {@code first}; "pass" passes. */
    Play moves(Color first, String... points) {
        Color c = first;
        for (String p : points) {
            actions.add(p.equals("pass") ? new Action.Pass(tick(), c, Optional.empty())
                    : new Action.Place(tick(), c, Point.parse(p, size).orElseThrow(), Optional.empty()));
            c = c.opponent();
        }
        return this;
    }

    Play move(Color c, String p) {
        return moves(c, p);
    }

    Play then(Action action) {
        actions.add(action);
        return this;
    }

    Play claim(Infraction infraction) {
        actions.add(new Action.Claim(tick(), infraction, Optional.empty()));
        return this;
    }

    Play arrive(Color c, Duration late) {
        actions.add(new Action.Arrive(START.plus(late), c));
        at = START.plus(late);
        return this;
    }

    Instant next() {
        return tick();
    }

    List<Action> actions() {
        return List.copyOf(actions);
    }

    static Point point(String name) {
        return Point.parse(name, 9).orElseThrow();
    }

    static List<String> kinds(List<Ruling> rulings) {
        return rulings.stream().map(CodeArticlesTest::kind).toList();
    }
}
