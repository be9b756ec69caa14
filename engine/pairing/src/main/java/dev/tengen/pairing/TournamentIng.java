package dev.tengen.pairing;

import dev.tengen.pairing.ing.IngLines;
import dev.tengen.pairing.ing.IngPairing;
import dev.tengen.pairing.ing.IngSettings;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A round of the Ing tournament system (Ing 1991, "Ing Tournament System"), numbers in registration order. */
final class TournamentIng {

    private TournamentIng() {}

    static TournamentPairer.Outcome pair(Tournament before, int round, PairingSystem.Ing system, Map<String, String> absent) {
        // An out line of 0 means nobody goes out: a line no player can reach stands for it.
        IngSettings settings = new IngSettings(system.inLine(), system.outLine() == 0 ? Integer.MIN_VALUE / 2 : -system.outLine());
        List<GameRecord> games = before.gamesThrough(round - 1);
        IngLines lines = IngLines.of(settings, games);
        Map<String, String> leftOut = new LinkedHashMap<>(absent);
        long in = 0;
        for (String entrant : before.entrants()) {
            switch (lines.statusOf(entrant)) {
                case IN -> {
                    in++;
                    leftOut.put(entrant, "in: reached the in line +" + system.inLine() + " (Ing 1991, note 1)");
                }
                case OUT -> leftOut.put(entrant, "out: reached the out line -" + system.outLine());
                case PLAYING -> { }
            }
        }
        if (in >= system.winners()) {
            return new TournamentPairer.Refused("the Ing tournament is decided: " + in + " of the " + system.winners()
                    + " winners wanted have reached the in line; there is no round " + round);
        }
        IngPairing.IngRound paired = IngPairing.pair(round, before.entrants(), leftOut.keySet(), settings, games);
        List<String> notes = new ArrayList<>();
        for (String borrowed : paired.borrowed().stream().sorted().toList()) {
            // Ing 1991, note 4: an odd line borrows the closest number from the line below.
            notes.add(borrowed + " is borrowed from the line below (Ing 1991, Ing Tournament System note 4)");
        }
        if (!paired.pairing().byes().isEmpty()) {
            notes.add(String.join(", ", paired.pairing().byes()) + " waits this round: the field is odd");
        }
        return new TournamentPairer.Paired(paired.pairing(), leftOut, notes);
    }
}
