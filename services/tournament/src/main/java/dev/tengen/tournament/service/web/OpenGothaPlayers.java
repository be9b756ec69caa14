package dev.tengen.tournament.service.web;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.opengotha.OpenGothaFile;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * OpenGotha files and the platform's players. A Tengen player has one name, written family name first as OpenGotha
 * lists its players ("EVAIN Andéol"); OpenGotha keeps the family name ({@code name}) and the given name
 * ({@code firstName}) apart. An import joins them with a space; an export splits at the first space, so a name
 * imported from OpenGotha goes back as it came unless its family name has a space of its own.
 */
final class OpenGothaPlayers {

    private OpenGothaPlayers() {
    }

    /** The tournament as an OpenGotha file, names split and federation ids from the list; or why it cannot be one. */
    static Checked<String> xml(Tournament model, List<PlayerView> listed) {
        return OpenGothaFile.write(named(model, listed, true));
    }

    /**
     * The engine's model as files write it: each player's name cut into family and given name, and the memberships
     * the registration list holds (federation ids: EGD PIN, AGA id, FFG licence). A one-word name is both names when
     * {@code twoNames} (OpenGotha needs two), else the family name alone.
     */
    static Tournament named(Tournament model, List<PlayerView> listed, boolean twoNames) {
        List<Player> players = model.players().stream().map(player -> {
            Optional<PlayerView> view = listed.stream().filter(p -> p.id().equals(player.id())).findFirst();
            String[] names = split(player.name(), twoNames);
            Map<String, String> memberships = view.map(PlayerView::memberships).orElse(player.memberships());
            return new Player(player.id(), names[0], names[1], player.rank(), player.rating(), player.club(),
                    player.country(), player.birthDate(), player.registration(), player.absentRounds(),
                    player.withdrawnFrom(), player.mcMahonCorrection(), player.warnings(), memberships);
        }).toList();
        return new Tournament(model.event(), model.regulations(), model.pairing(), model.placement(), players,
                model.entries(), model.rounds());
    }

    /** Family name and given name: before and after the first space; a single word is both when {@code twoNames}. */
    private static String[] split(String name, boolean twoNames) {
        String trimmed = name.strip();
        int space = trimmed.indexOf(' ');
        return space < 0 ? new String[] {trimmed, twoNames ? trimmed : ""} : new String[] {trimmed.substring(0, space),
                trimmed.substring(space + 1).strip()};
    }
}
