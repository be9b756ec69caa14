package dev.tengen.rules;

/** Ing's SST ko rule (Ing 1991 art. 3). */
final class IngKo {

    private IngKo() {}

    static boolean forbids(Game game, int p, byte stone) {
        return p == game.koPoint();
    }

    static Violation explain(Game game, int p, byte stone) {
        return new Violation(Violation.Kind.HOT_STONE, game.rules().article(Ruleset.Dimension.KO),
                game.position().point(p).name(game.rules().boardSize())
                        + " removes a hot stone before one intervening board play or pass play");
    }
}
