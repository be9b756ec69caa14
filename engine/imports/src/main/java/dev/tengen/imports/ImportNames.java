package dev.tengen.imports;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.PersonName;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The names, clubs and countries of another program's players as a Tengen tournament can hold them: no control
 * character (a line break, a tab, a bell: no printed list can show one, and the platform refuses such a name,
 * {@link PersonName#readable}); a hidden character (zero-width space, a bidi override that turns the rest of the
 * name around, {@link PersonName#firstHidden}), which the platform refuses in a name typed at registration, is left
 * out ({@link #visible}), with a warning that names it; two players of one name are kept, with a warning. The warnings
 * are found once ({@link #warnings}) and said by the reader and by the platform each in its own terms.
 */
public final class ImportNames {

    private ImportNames() {
    }

    /** Why {@code text}, the player's {@code field}, cannot be held, naming its first control character; else empty. */
    public static Optional<String> unreadable(String field, String text) {
        return PersonName.firstControl(text).stream().boxed().findFirst()
                .map(c -> field + " '" + shown(text) + "' holds the control character " + named(c)
                        + ", which no printed list can show");
    }

    /**
     * What a director should look at in {@code players}, once each: every text holding a hidden character (zero-width
     * space, bidi override: {@link PersonName#firstHidden}), left out by {@link #visible}, player by player in the
     * file's order and in each player name, first name, club, country; then each player whose name and first name are
     * those of an earlier player, compared as people read them ({@link PersonName#key}: case, accents' composition,
     * invisible characters do not count).
     */
    public static List<NameWarning> warnings(List<Player> players) {
        List<NameWarning> warnings = new ArrayList<>();
        for (Player player : players) {
            for (NameWarning.PlayerText text : NameWarning.PlayerText.values()) {
                PersonName.firstHidden(text.of(player))
                        .ifPresent(c -> warnings.add(new NameWarning.Invisible(player, text, c)));
            }
        }
        Map<String, Player> first = new HashMap<>();
        for (Player player : players) {
            Player earlier = first.putIfAbsent(PersonName.key(player.name() + " " + player.firstName()), player);
            if (earlier != null) {
                warnings.add(new NameWarning.SameName(player, earlier));
            }
        }
        return warnings;
    }

    /**
     * The warnings as a reader says them: an invisible character at the place of the player's text in the file
     * ({@code at}), a name at the player's ({@code where}); {@code label} names a text as the file does.
     */
    public static List<Problem> said(List<NameWarning> warnings, Function<NameWarning.PlayerText, String> label,
            Function<Player, String> where, BiFunction<Player, NameWarning.PlayerText, String> at) {
        return warnings.stream().map(warning -> new Problem(switch (warning) {
            case NameWarning.Invisible invisible -> at.apply(invisible.player(), invisible.text());
            case NameWarning.SameName same -> where.apply(same.player());
        }, warning.what(label, where))).toList();
    }

    /**
     * {@code read} with the warnings on its players' names after its own and their hidden characters left out, for a
     * reader that does not look for them itself (OpenGotha's, below this module; the h9 table's): each names the
     * player as {@code where} does and the text as {@code label} does. A file that could not be read is returned as
     * it is.
     */
    public static Reading withNameWarnings(Reading read, Function<NameWarning.PlayerText, String> label,
            Function<Player, String> where) {
        if (!(read.tournament() instanceof Checked.Valid<Tournament> valid)) {
            return read;
        }
        List<Problem> warnings = new ArrayList<>(read.warnings());
        warnings.addAll(said(warnings(valid.value().players()), label, where,
                (player, text) -> where.apply(player)));
        return new Reading(Checked.valid(visible(valid.value())), warnings);
    }

    /**
     * The players with their hidden characters left out of name, first name, club and country ({@link #warnings} says
     * which); a name that would show nothing without them is kept as written, for registration to refuse as no name.
     */
    public static List<Player> visible(List<Player> players) {
        return players.stream().map(ImportNames::visible).toList();
    }

    /** The tournament with its players' hidden characters left out ({@link #visible(List)}). */
    public static Tournament visible(Tournament tournament) {
        Tournament shown = tournament;
        for (Player player : tournament.players()) {
            Player visible = visible(player);
            if (!visible.equals(player)) {
                shown = shown.withPlayer(visible);
            }
        }
        return shown;
    }

    private static Player visible(Player player) {
        String name = PersonName.withoutHidden(player.name());
        return new Player(player.id(), name.isBlank() ? player.name() : name,
                PersonName.withoutHidden(player.firstName()), player.rank(), player.rating(),
                PersonName.withoutHidden(player.club()), PersonName.withoutHidden(player.country()), player.birthDate(),
                player.registration(), player.absentRounds(), player.withdrawnFrom(), player.mcMahonCorrection(),
                player.warnings(), player.memberships());
    }

    static String named(int c) {
        String name = Character.getName(c);
        return String.format(Locale.ROOT, "U+%04X", c) + (name == null ? "" : " (" + name + ")");
    }

    /** The text with its control and invisible characters written as their code points, so that a reader sees them. */
    static String shown(String text) {
        StringBuilder shown = new StringBuilder();
        text.codePoints().forEach(c -> {
            int type = Character.getType(c);
            if (type == Character.CONTROL || type == Character.FORMAT) {
                shown.append(String.format(Locale.ROOT, "<U+%04X>", c));
            } else {
                shown.appendCodePoint(c);
            }
        });
        return shown.toString();
    }
}
