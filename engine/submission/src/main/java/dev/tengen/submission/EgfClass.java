package dev.tengen.submission;

import java.time.Duration;
import java.util.Optional;

/**
 * The EGF tournament class a time system allows, the weight the EGD gives the results: A (1.00), B (0.75), C (0.50).
 * The EGF rating commission's minimums ("EGF tournament class", Sensei's Library; the EGD's submission page
 * gemma.ujf.cas.cz/~cieply/GO/format.html): class A basic time 60 min and adjusted time 75 min, B 40 and 50, C 25 and 30;
 * with Fischer timing the basic minimums are 45, 30 and 20 min for the same adjusted times. Class D (internet
 * tournaments of national associations) is not a matter of time and is never computed.
 */
public enum EgfClass {
    A(60, 45, 75),
    B(40, 30, 50),
    C(25, 20, 30);

    private final int basicMinutes;
    private final int fischerBasicMinutes;
    private final int adjustedMinutes;

    EgfClass(int basicMinutes, int fischerBasicMinutes, int adjustedMinutes) {
        this.basicMinutes = basicMinutes;
        this.fischerBasicMinutes = fischerBasicMinutes;
        this.adjustedMinutes = adjustedMinutes;
    }

    /** The highest class the timing meets, or none: the EGD does not rate the tournament. */
    public static Optional<EgfClass> of(Timing timing) {
        for (EgfClass c : values()) {
            int basic = timing.overtime() == Timing.Overtime.FISCHER ? c.fischerBasicMinutes : c.basicMinutes;
            if (timing.basicTime().compareTo(Duration.ofMinutes(basic)) >= 0
                    && timing.adjustedTime().compareTo(Duration.ofMinutes(c.adjustedMinutes)) >= 0) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }

    /** The minimums, in a sentence, for a director told the class is not met. */
    public String minimums() {
        return "class " + name() + " needs a basic time of " + basicMinutes + " min (" + fischerBasicMinutes
                + " min with Fischer) and an adjusted time of " + adjustedMinutes + " min";
    }
}
