package dev.tengen.game.service.api;

import dev.tengen.rules.Color;
import java.util.Locale;
import java.util.Optional;

/**
 * The one reading of who a game request speaks for: a colour ("black", "b", "white", "w") and a confirmer's role
 * ("player", "referee"), in any case and with surrounding blanks. The game and the platform's desk both read them
 * here, so that the desk's check of who may act and the game's reading of the request can never disagree: a role
 * the desk took for neither while the game took it for a referee let one player make a result final alone.
 */
public final class Seats {

    private Seats() {
    }

    /** The colour named, or empty for a text that names none (null included). */
    public static Optional<Color> color(String text) {
        if (text == null) {
            return Optional.empty();
        }
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "black", "b" -> Optional.of(Color.BLACK);
            case "white", "w" -> Optional.of(Color.WHITE);
            default -> Optional.empty();
        };
    }

    /** Who confirms a proposed result. */
    public enum ConfirmerRole {
        PLAYER, REFEREE;

        /** The role as {@link ResultConfirmationGiven} records it ("player", "referee"). */
        public String recorded() {
            return this == PLAYER ? ResultConfirmationGiven.PLAYER : ResultConfirmationGiven.REFEREE;
        }
    }

    /** The role named, or empty for a text that names none (null included). */
    public static Optional<ConfirmerRole> confirmerRole(String text) {
        if (text == null) {
            return Optional.empty();
        }
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case ResultConfirmationGiven.PLAYER -> Optional.of(ConfirmerRole.PLAYER);
            case ResultConfirmationGiven.REFEREE -> Optional.of(ConfirmerRole.REFEREE);
            default -> Optional.empty();
        };
    }
}
