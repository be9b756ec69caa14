package dev.tengen.rules.scoring;

/**
 * Points taken from each side's total by the referee (warnings, Pair Go errors, Ing time-difference
 * penalties). Always in points: a Chinese one-stone penalty (Chinese 2002 art. 24.1) is 2 points.
 */
public record Penalties(double black, double white) {

    public static final Penalties NONE = new Penalties(0, 0);

    public Penalties {
        if (black < 0 || white < 0) {
            throw new IllegalArgumentException("penalties are points taken away, never negative");
        }
    }

    public double of(dev.tengen.rules.Color colour) {
        return colour == dev.tengen.rules.Color.BLACK ? black : white;
    }
}
