package dev.tengen.submission;

import dev.tengen.rank.DuanAssessment;
import dev.tengen.rank.DuanStandard;
import dev.tengen.rank.RankKind;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The Duan promotion report a Duan promotion tournament sends the federation (Chinese 2002 art. 25.3, appendix 7
 * Tables 4 and 5), as CSV in UTF-8: one line a professional with the Table 4 points of each game by round, the total,
 * the average, the Table 5 standard met and the Duan it promotes to; players not assessed carry the reason. The
 * assessment is {@link TournamentDuan}'s, the one {@code tengen duan} prints.
 */
public final class DuanReport {

    static final String HEADER = "Name;FirstName;Duan;Games;Points by round;Total;Average;Standard met;Promoted to;Remark;";

    private DuanReport() {}

    public static List<Issue> check(Tournament tournament) {
        List<Issue> issues = new ArrayList<>();
        PlayerLabels labels = PlayerLabels.of(tournament);
        List<TournamentDuan.Line> lines = TournamentDuan.assess(tournament);
        if (lines.stream().noneMatch(line -> line.assessment().isPresent())) {
            issues.add(Issue.error("tournament", "no professional is assessed: a Duan promotion report scores games"
                    + " between professionals (Chinese 2002 art. 25.3)"));
        }
        for (TournamentDuan.Line line : lines) {
            if (line.assessment().isEmpty() && line.player().rank().kind() == RankKind.PRO) {
                issues.add(Issue.warning(labels.label(line.player()), "not assessed: " + line.reason()));
            }
        }
        tournament.games().stream().filter(g -> g.outcome() == dev.tengen.tournament.Outcome.PENDING)
                .forEach(g -> issues.add(Issue.error("round " + g.round() + ", board " + g.board(), "the game has no result")));
        return issues;
    }

    public static String write(Tournament tournament) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (TournamentDuan.Line line : TournamentDuan.assess(tournament)) {
            Player player = line.player();
            out.append(field(player.name())).append(';').append(field(player.firstName())).append(';')
                    .append(player.rank().notation()).append(';');
            if (line.assessment().isPresent()) {
                DuanAssessment a = line.assessment().get();
                List<String> byRound = new ArrayList<>();
                for (int i = 0; i < a.points().size(); i++) {
                    byRound.add("R" + line.rounds().get(i) + "=" + a.points().get(i));
                }
                out.append(a.games()).append(';').append(String.join(" ", byRound)).append(';').append(a.total()).append(';')
                        .append(a.average().toPlainString()).append(';')
                        .append(a.met().map(DuanReport::standard).orElse("")).append(';')
                        .append(a.promotedTo().map(r -> r.notation()).orElse("")).append(';');
            } else {
                out.append(";;;;;;");
            }
            out.append(field(line.reason())).append(";\n");
        }
        return out.toString();
    }

    private static String standard(DuanStandard standard) {
        return "average " + standard.average().toPlainString() + " over " + standard.dutyGames() + " games or more";
    }

    /** A field without the separator or line breaks. */
    private static String field(String text) {
        return text.chars().mapToObj(c -> c == ';' ? "," : c == '\n' || c == '\r' ? " " : String.valueOf((char) c))
                .collect(Collectors.joining());
    }
}
