package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.Pairing;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A McMahon or EGF-style Swiss round as {@link McMahonPairer} sees it before pairing: what a conformance checker needs to hold a pairing made elsewhere to the pairer's own rules, with no
 * second copy of them.
 */
public final class RoundAudit {

    private final List<String> present;
    private final Field field;
    private final EdgeWeigher weigher;
    private final GameSetter setter;
    private final List<String> byeCandidates;
    private final Set<String> hadPairingBye;
    private final Map<String, Integer> index = new HashMap<>();

    RoundAudit(List<String> present, Field field, EdgeWeigher weigher, GameSetter setter, List<String> byeCandidates, List<String> hadPairingBye) {
        this.present = List.copyOf(present);
        this.field = field;
        this.weigher = weigher;
        this.setter = setter;
        this.byeCandidates = List.copyOf(byeCandidates);
        this.hadPairingBye = Set.copyOf(hadPairingBye);
        for (int i = 0; i < field.size; i++) {
            index.put(field.players[i].id(), i);
        }
    }

    /** Whether the player is to be paired this round (registered, confirmed, not absent, not withdrawn). */
    public boolean isPresent(String id) {
        return present.contains(id);
    }

    /** Whether the player is in the field of those paired: present and not given the pairing bye. */
    public boolean isInField(String id) {
        return index.containsKey(id);
    }

    /** The players to be paired this round, in the tie-break order. */
    public List<String> present() {
        return present;
    }

    /** The player's score group before the round: whole points of the McMahon score, or of wins in a Swiss. */
    public int scoreGroup(String id) {
        return field.group[at(id)];
    }

    public boolean metBefore(String one, String other) {
        return field.met(at(one), at(other));
    }

    public boolean hadPairingBye(String id) {
        return hadPairingBye.contains(id);
    }

    /** The players the bye rule may give an odd round's pairing bye to ({@code ByeRule}). */
    public List<String> byeCandidates() {
        return byeCandidates;
    }

    /** The game the pairer would set for this pair: handicap, and colours where its rule decides them. */
    public Pairing game(String one, String other) {
        return setter.game(0, at(one), at(other));
    }

    /** Whether the pair's colours follow from the rule, not a lot: a handicap game, or different colour balances. */
    public boolean coloursDecided(String one, String other) {
        int i = at(one);
        int j = at(other);
        return setter.game(0, i, j).handicap() > 0 || field.balance[i] != field.balance[j];
    }

    /** The rematch bonus the pairer uses for a matching over {@code vertexCount} players. */
    public long rematchBonus(int vertexCount) {
        return weigher.rematchBonus(vertexCount);
    }

    /** A pair's weight by every criterion: the quantity the pairer maximises over the round. */
    public long weight(String one, String other, long rematchBonus) {
        return weigher.weight(at(one), at(other), rematchBonus);
    }

    /** A pair's weight in whole score steps: rematch avoidance, score difference and geography. */
    public long scoreGroupWeight(String one, String other, long rematchBonus) {
        return weigher.scoreGroupWeight(at(one), at(other), rematchBonus);
    }

    /** The field as the pairer orders it (for the module's own tests of the matcher on a real round). */
    Field field() {
        return field;
    }

    /** The weights of the field's pairs as the pairer gives them. */
    EdgeWeigher weigher() {
        return weigher;
    }

    private int at(String id) {
        Integer i = index.get(id);
        if (i == null) {
            throw new IllegalArgumentException("player '" + id + "' is not in this round's field");
        }
        return i;
    }
}
