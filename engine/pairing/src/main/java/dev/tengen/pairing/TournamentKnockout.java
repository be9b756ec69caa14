package dev.tengen.pairing;

import dev.tengen.pairing.knockout.Bracket;
import dev.tengen.pairing.knockout.BracketState;
import dev.tengen.pairing.knockout.DoubleKnockout;
import dev.tengen.pairing.knockout.KnockoutDraw;
import dev.tengen.pairing.knockout.SeedPlacement;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Tournament;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A round of a single or double knock-out (Chinese 2002 art. 26.1, App. 1 and 2). The file holds no seeds
 * and no drawn places, so the bracket is drawn with the entrants in registration order as their drawn
 * numbers, no seeds; the stored games of the earlier rounds are then recorded in it one by one.
 */
final class TournamentKnockout {

    private TournamentKnockout() {}

    static TournamentPairer.Outcome pair(Tournament before, int round, int lossesAllowed) {
        if (lossesAllowed > 2) {
            return new TournamentPairer.Refused("a knock-out allowing " + lossesAllowed
                    + " losses has no bracket in the seeds: Chinese 2002 App. 1 and 2 give single and double knock-out only");
        }
        List<String> numbers = before.entrants();
        // The lot is not drawn: without seeds every place follows from the drawn numbers.
        KnockoutDraw.Result draw = lossesAllowed == 1
                ? KnockoutDraw.place(List.of(), numbers, SeedPlacement.SNAKE, new Random(0))
                : DoubleKnockout.draw(List.of(), numbers, SeedPlacement.SNAKE, new Random(0));
        BracketState state;
        switch (draw) {
            case KnockoutDraw.Refused refused -> {
                return new TournamentPairer.Refused(refused.reason());
            }
            case KnockoutDraw.Drawn drawn -> state = BracketState.start(lossesAllowed == 1
                    ? Bracket.singleKnockout(drawn.slots()) : DoubleKnockout.bracket(drawn.slots()));
        }
        for (GameRecord game : before.games()) {
            switch (state.record(game)) {
                case BracketState.Recorded recorded -> state = recorded.state();
                case BracketState.Refused refused -> {
                    return new TournamentPairer.Refused("round " + game.round() + ", board " + game.board() + ": "
                            + refused.reason() + " (the bracket is drawn with the entrants in registration order)");
                }
            }
        }
        if (state.isFinished()) {
            return new TournamentPairer.Refused("the knock-out is decided"
                    + state.champion().map(c -> ": " + c + " has won it").orElse("") + "; there is no round " + round);
        }
        return new TournamentPairer.Paired(state.pairing(round), Map.of(), List.of());
    }
}
