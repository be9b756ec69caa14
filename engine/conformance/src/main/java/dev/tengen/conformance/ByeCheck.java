package dev.tengen.conformance;

import dev.tengen.pairing.mcmahon.RoundAudit;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Round;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Every present player of a McMahon or EGF-style Swiss round has a game or the bye; an odd field gives exactly one
 * pairing bye, to a player the pairer's bye rule allows (no second bye while another has had none, the lowest
 * score, then the lowest rank: {@link RoundAudit#byeCandidates}).
 */
final class ByeCheck {

    private ByeCheck() {}

    static List<Deviation> check(Round round, RoundAudit audit) {
        List<Deviation> found = new ArrayList<>();
        Set<String> paired = new HashSet<>();
        for (GameRecord game : round.games()) {
            paired.add(game.black());
            paired.add(game.white());
        }
        List<String> byes = round.byes().stream().filter(b -> b.kind() == Bye.Kind.PAIRING_BYE).map(Bye::player).toList();
        List<String> present = audit.present();
        for (String player : present) {
            if (!paired.contains(player) && !byes.contains(player)) {
                found.add(Deviation.ofRound(round.number(), Rule.UNPAIRED, player + " is present but has neither a game"
                        + " nor the bye"));
            }
        }
        int expected = present.size() % 2;
        if (byes.size() != expected) {
            found.add(Deviation.ofRound(round.number(), Rule.BYE, byes.size() + (byes.size() == 1 ? " pairing bye" : " pairing byes")
                    + " (" + String.join(", ", byes) + ") where " + present.size() + " present players need " + expected));
        }
        List<String> eligible = audit.byeCandidates();
        for (String bye : byes) {
            if (!audit.isPresent(bye) || eligible.contains(bye)) {
                continue;
            }
            String why = audit.hadPairingBye(bye) && eligible.stream().noneMatch(audit::hadPairingBye)
                    ? bye + " has had a pairing bye already, while " + eligible.getFirst() + " has had none"
                    : bye + " is not among the lowest score and rank that may have the bye";
            found.add(Deviation.ofRound(round.number(), Rule.BYE, why + " (eligible: " + String.join(", ", eligible) + ")"));
        }
        return found;
    }
}
