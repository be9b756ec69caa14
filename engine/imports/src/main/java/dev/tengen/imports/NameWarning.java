package dev.tengen.imports;

import dev.tengen.tournament.Player;
import java.util.function.Function;

/**
 * Something a director should look at in a player read from another program's file: an invisible character in one of
 * the player's texts (left out), or the name of an earlier player (both kept). Found once, by
 * {@link ImportNames#warnings}; said by whoever shows it, each in its own terms: a reader names the file's line and
 * element, the platform the player's position in the file's list.
 */
public sealed interface NameWarning {

    Player player();

    /**
     * The sentence, {@code label} naming one of the player's texts as the one who shows it calls it ("&lt;Surname&gt;",
     * "field 'name'", "name") and {@code where} naming a player.
     */
    String what(Function<PlayerText, String> label, Function<Player, String> where);

    /** The texts of a player a file gives, in the order the warnings follow. */
    enum PlayerText {
        NAME, FIRST_NAME, CLUB, COUNTRY;

        public String of(Player player) {
            String text = switch (this) {
                case NAME -> player.name();
                case FIRST_NAME -> player.firstName();
                case CLUB -> player.club();
                case COUNTRY -> player.country();
            };
            return text == null ? "" : text;
        }

        /** The text as a person names it ("first name"), where a file has no name of its own for it. */
        public String words() {
            return switch (this) {
                case NAME -> "name";
                case FIRST_NAME -> "first name";
                case CLUB -> "club";
                case COUNTRY -> "country";
            };
        }
    }

    /**
     * {@code character} is the first hidden character of the player's {@code text} as the file wrote it
     * ({@code PersonName.firstHidden}); the reader leaves it out ({@link ImportNames#visible}).
     */
    record Invisible(Player player, PlayerText text, int character) implements NameWarning {
        @Override
        public String what(Function<PlayerText, String> label, Function<Player, String> where) {
            return label.apply(text) + " '" + ImportNames.shown(text.of(player)) + "' holds the invisible character "
                    + ImportNames.named(character) + ", which no list shows and which makes a name read as another;"
                    + " left out, check the name on the player's registration";
        }
    }

    /** The player's name and first name are those of {@code earlier}, as people read them. */
    record SameName(Player player, Player earlier) implements NameWarning {
        @Override
        public String what(Function<PlayerText, String> label, Function<Player, String> where) {
            return "has the name of " + where.apply(earlier) + ", " + (player.name() + " " + player.firstName()).strip()
                    + ": the same player registered twice? Both are kept; OpenGotha, which keys players by name, could"
                    + " not hold them both";
        }
    }
}
