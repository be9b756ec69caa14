package dev.tengen.submission;

import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The results file the AGA's ratings office rates (usgo.org/ratings/RatingQuals.asp, "Qualifications for Rated
 * Games"): a TOURNEY line naming the event, place and dates with {@code start=}, {@code finish=} and {@code rules=}
 * lines, a PLAYERS section (AGA id, "Family, Given", rank) and a GAMES section, one line a game:
 * {@code white black winner handicap komi} with the winner {@code w} or {@code b}. ASCII: names that do not fit are
 * transliterated and reported.
 */
public final class AgaResults {

    /** The membership body whose id is the AGA id. */
    public static final String AGA = "aga";
    /** "Data older than 30 days may be rejected" (the AGA's qualifications page). */
    static final int DAYS_ACCEPTED = 30;
    static final Transliteration ASCII = new Transliteration(StandardCharsets.US_ASCII);

    private AgaResults() {}

    public static List<Issue> check(Tournament tournament, Details details) {
        List<Issue> issues = new ArrayList<>();
        PlayerLabels labels = PlayerLabels.of(tournament);
        if (!tournament.entries().isEmpty()) {
            issues.add(Issue.error("standings", "a team or Pair Go event: the AGA rates games between two players"));
            return issues;
        }
        for (Player player : players(tournament)) {
            String where = labels.label(player);
            if (!player.memberships().containsKey(AGA)) {
                issues.add(Issue.error(where, "no AGA id: every player is identified by an AGA id (a temporary"
                        + " number for a player joining at the event)"));
            }
            if (!ASCII.fits(label(player))) {
                issues.add(Issue.warning(where, "the name '" + label(player) + "' is not plain ASCII; written as '"
                        + ASCII.of(label(player)) + "'"));
            }
            if (player.rank().scale() != dev.tengen.rank.RankScale.KYU_DAN) {
                issues.add(Issue.error(where, "the rank " + player.rank().notation() + " has no AGA notation (kyu or dan)"));
            }
        }
        LocalDate oldest = details.today().minusDays(DAYS_ACCEPTED);
        if (tournament.event().ends().isBefore(oldest)) {
            issues.add(Issue.error("event", "the games ended " + tournament.event().ends() + ", more than " + DAYS_ACCEPTED
                    + " days before " + details.today() + "; the AGA may reject results older than 30 days"));
        }
        if (details.timing().isEmpty()) {
            issues.add(Issue.warning("event", "no time system is known: the AGA rates games with a reasonable time"
                    + " control; say which was used"));
        } else if (!meetsMinimum(details.timing().get())) {
            issues.add(Issue.error("event", "the time control is below the AGA's minimum examples: 45 min sudden death,"
                    + " 30 min + byoyomi of 20 s, 30 min + 20 stones in 5 min, or 15 s added a move"));
        }
        if (tournament.regulations().ruleSet().isEmpty()) {
            issues.add(Issue.warning("event", "no rule set: the TOURNEY section names the rules of play; AGA is written"));
        }
        for (GameRecord game : tournament.games()) {
            String where = "round " + game.round() + ", board " + game.board();
            if (game.byForfeit()) {
                issues.add(Issue.warning(where, "decided by default: not a rated game, left out"));
            } else if (game.outcome() == Outcome.PENDING || game.outcome() == Outcome.NO_RESULT) {
                issues.add(Issue.error(where, "the game has no result"));
            } else if (winner(game).isEmpty()) {
                issues.add(Issue.warning(where, "a " + game.outcome().name().toLowerCase(Locale.ROOT).replace('_', ' ')
                        + " has no single winner, which the GAMES line needs: left out"));
            }
        }
        return issues;
    }

    /**
     * Whether the time control is at least one of the AGA's "minimally acceptable" examples: 45 min sudden death;
     * 30 min and byoyomi of 20 s a play; 30 min and Canadian overtime of 20 stones in 5 min (15 s a stone); 3 min and
     * 15 s added a play. Each is read as a floor on its own kind.
     */
    static boolean meetsMinimum(Timing timing) {
        Duration basic = timing.basicTime();
        return switch (timing.overtime()) {
            case SUDDEN_DEATH -> basic.compareTo(Duration.ofMinutes(45)) >= 0;
            case BYOYOMI -> basic.compareTo(Duration.ofMinutes(30)) >= 0 && timing.period().compareTo(Duration.ofSeconds(20)) >= 0;
            case CANADIAN -> basic.compareTo(Duration.ofMinutes(30)) >= 0
                    && timing.period().dividedBy(timing.moves()).compareTo(Duration.ofSeconds(15)) >= 0;
            case FISCHER -> basic.compareTo(Duration.ofMinutes(3)) >= 0 && timing.period().compareTo(Duration.ofSeconds(15)) >= 0;
        };
    }

    public static String write(Tournament tournament, Details details) {
        StringBuilder out = new StringBuilder();
        var event = tournament.event();
        out.append("TOURNEY ").append(ASCII.of(event.name()));
        if (!event.place().isBlank()) {
            out.append(", ").append(ASCII.of(event.place()));
        }
        out.append(", ").append(event.begins()).append(event.ends().equals(event.begins()) ? "" : " to " + event.ends()).append('\n');
        out.append("        start=").append(date(event.begins())).append('\n');
        out.append("        finish=").append(date(event.ends())).append('\n');
        out.append("        rules=").append(rules(tournament)).append('\n');
        out.append("PLAYERS\n");
        List<Player> players = players(tournament);
        int idWidth = players.stream().mapToInt(p -> id(p).length()).max().orElse(4);
        int nameWidth = players.stream().mapToInt(p -> ASCII.of(label(p)).length()).max().orElse(0);
        for (Player player : players) {
            out.append(String.format(Locale.ROOT, "%" + idWidth + "s %-" + nameWidth + "s %s", id(player),
                    ASCII.of(label(player)), player.rank().notation())).append('\n');
        }
        out.append("GAMES\n");
        for (GameRecord game : tournament.games()) {
            Optional<Character> winner = winner(game);
            if (game.byForfeit() || winner.isEmpty() || tournament.player(game.white()).isEmpty()
                    || tournament.player(game.black()).isEmpty()) {
                continue;
            }
            out.append(id(tournament.player(game.white()).orElseThrow())).append(' ')
                    .append(id(tournament.player(game.black()).orElseThrow())).append(' ').append(winner.get()).append(' ')
                    .append(game.handicap()).append(' ').append(Numbers.text(komi(tournament, game))).append('\n');
        }
        return out.toString();
    }

    /** Komi for White: the tournament's compensation in an even game, none in a handicap game. */
    private static double komi(Tournament tournament, GameRecord game) {
        return game.handicap() == 0 ? tournament.regulations().compensation() : 0;
    }

    private static Optional<Character> winner(GameRecord game) {
        return switch (game.outcome()) {
            case WHITE_WINS -> Optional.of('w');
            case BLACK_WINS -> Optional.of('b');
            default -> Optional.empty();
        };
    }

    /** The players with a game: the AGA rates games, so a player without one is not listed. */
    private static List<Player> players(Tournament tournament) {
        Set<String> ids = new LinkedHashSet<>();
        tournament.games().forEach(g -> {
            ids.add(g.white());
            ids.add(g.black());
        });
        return tournament.players().stream().filter(p -> ids.contains(p.id())).toList();
    }

    private static String id(Player player) {
        return player.memberships().getOrDefault(AGA, "?");
    }

    private static String label(Player player) {
        return player.firstName().isBlank() ? player.name() : player.name() + ", " + player.firstName();
    }

    /** M/D/YYYY, as the AGA's example writes its dates. */
    private static String date(LocalDate day) {
        return day.getMonthValue() + "/" + day.getDayOfMonth() + "/" + day.getYear();
    }

    /** The rules of play by name: AGA, Japanese, Chinese, Korean, Ing, as the AGA's page lists them. */
    private static String rules(Tournament tournament) {
        String set = tournament.regulations().ruleSet().orElse("aga").toLowerCase(Locale.ROOT);
        for (String known : List.of("aga", "japanese", "chinese", "korean", "ing")) {
            if (set.startsWith(known)) {
                return known.equals("aga") || known.equals("ing") ? known.toUpperCase(Locale.ROOT)
                        : Character.toUpperCase(known.charAt(0)) + known.substring(1);
            }
        }
        return set;
    }
}
