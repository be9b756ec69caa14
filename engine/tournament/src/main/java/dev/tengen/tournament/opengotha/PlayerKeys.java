package dev.tengen.tournament.opengotha;

import java.text.Normalizer;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The players' keys as games and byes may write them. OpenGotha finds a player by its key and, failing that, by
 * the key in capitals without accents (ExternalTournamentDocument: {@code Gotha.forceToASCII(...).toUpperCase()}),
 * so "GuneyMete" names GUNEYMETE; a written key that folds to two players' keys names neither.
 */
final class PlayerKeys {

    private final Set<String> keys = new HashSet<>();
    private final Map<String, String> folded = new HashMap<>();
    private final Set<String> ambiguous = new HashSet<>();

    void add(String key) {
        keys.add(key);
        String f = fold(key);
        if (folded.containsKey(f) && !folded.get(f).equals(key)) {
            ambiguous.add(f);
        }
        folded.put(f, key);
    }

    /** The key of the player {@code written} names, if exactly one. */
    Optional<String> resolve(String written) {
        if (keys.contains(written)) {
            return Optional.of(written);
        }
        String f = fold(written);
        return ambiguous.contains(f) ? Optional.empty() : Optional.ofNullable(folded.get(f));
    }

    private static String fold(String key) {
        String decomposed = Normalizer.normalize(key, Normalizer.Form.NFD);
        return decomposed.replaceAll("\\p{M}", "").toUpperCase(Locale.ROOT);
    }
}
