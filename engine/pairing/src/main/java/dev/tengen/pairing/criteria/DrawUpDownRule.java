package dev.tengen.pairing.criteria;

import java.util.Objects;

/**
 * The director's choices for pairing across score groups (OpenGotha's draw-up/draw-down settings).
 *
 * @param drawnDown where in the higher group the player who goes down should come from
 * @param drawnUp where in the lower group the player who goes up should come from
 * @param compensate whether a draw in one direction is preferably corrected by one in the other
 */
public record DrawUpDownRule(DrawPosition drawnDown, DrawPosition drawnUp, boolean compensate) {

    public static final DrawUpDownRule MIDDLE_COMPENSATED = new DrawUpDownRule(DrawPosition.MIDDLE, DrawPosition.MIDDLE, true);

    public DrawUpDownRule {
        Objects.requireNonNull(drawnDown);
        Objects.requireNonNull(drawnUp);
    }
}
