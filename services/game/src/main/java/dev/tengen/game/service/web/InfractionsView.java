package dev.tengen.game.service.web;

import dev.tengen.conduct.CompetitionCode;
import dev.tengen.game.service.InfractionCatalogue;
import java.util.List;

/**
 * {@code GET /api/v1/games/{id}/infractions}: what the game's competition code rules on, for the referee's screen.
 *
 * @param competitionCode the code's name ("incheon-2013")
 * @param title the code's own title
 * @param warningsLose how many warnings lose the game (0: warnings never lose it by themselves)
 * @param pointsPerWarning penalty points each warning costs (Chinese 2002 art. 24: 2)
 * @param warningsArticle the article on what warnings add up to
 * @param unprescribed the article that lets the referee rule where the code names nothing
 * @param complaints the article that says a complaint after the game has no effect
 * @param infractions the kinds the code names, with sanction, article and the referee's choices
 */
public record InfractionsView(String competitionCode, String title, int warningsLose, double pointsPerWarning,
        String warningsArticle, String unprescribed, String complaints, List<InfractionCatalogue.Entry> infractions) {

    static InfractionsView of(CompetitionCode code) {
        return new InfractionsView(code.name(), code.title(), code.warnings().warningsToLose(),
                code.warnings().pointsPerWarning(), code.warnings().article(), code.unprescribed(), code.complaints(),
                InfractionCatalogue.of(code));
    }
}
