package dev.tengen.conformance;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.mcmahon.RoundAudit;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Round;
import java.util.ArrayList;
import java.util.List;

/**
 * Each game of a McMahon or EGF-style Swiss round has the handicap the configured rule gives its two players, and
 * the colours the rule decides: the weaker takes Black in a handicap game, and in an even game between players of
 * different colour balance the one who has had White more often takes Black. The rule is the pairer's own
 * ({@link RoundAudit#game}); colours left to a lot are not checked.
 */
final class GameSettingCheck {

    private GameSettingCheck() {}

    static List<Deviation> check(Round round, RoundAudit audit) {
        List<Deviation> found = new ArrayList<>();
        for (GameRecord game : round.games()) {
            if (!audit.isInField(game.black()) || !audit.isInField(game.white())) {
                continue;
            }
            Pairing rule = audit.game(game.black(), game.white());
            if (game.handicap() != rule.handicap()) {
                found.add(Deviation.ofBoard(round.number(), game.board(), Rule.HANDICAP, game.black() + " - "
                        + game.white() + " is played at handicap " + game.handicap() + " where the rule gives "
                        + rule.handicap()));
            } else if (audit.coloursDecided(game.black(), game.white()) && !rule.black().equals(game.black())) {
                found.add(Deviation.ofBoard(round.number(), game.board(), Rule.COLOUR, game.black() + " has Black against "
                        + game.white() + ", where the rule gives Black to " + rule.black()
                        + (rule.handicap() > 0 ? " (the weaker, at handicap " + rule.handicap() + ")"
                                : " (who has had White more often)")));
            }
        }
        return found;
    }
}
