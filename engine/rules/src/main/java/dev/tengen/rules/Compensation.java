package dev.tengen.rules;

/** Compensation given by Black to White (komi), in the rule set's own unit. */
public record Compensation(double amount, CompensationUnit unit) {

    public static Compensation points(double amount) {
        return new Compensation(amount, CompensationUnit.POINTS);
    }

    public static Compensation stones(double amount) {
        return new Compensation(amount, CompensationUnit.STONES);
    }

    public double inPoints() {
        return unit.toPoints(amount);
    }
}
