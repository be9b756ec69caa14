package dev.tengen.platform.security;

import java.text.Normalizer;
import java.util.Locale;

/**
 * When two account names are one name: an account is found, and kept unique, by its name's key, while its name is kept
 * as first written. The key follows RFC 8265's UsernameCaseMapped profile (section 3.3): fullwidth and halfwidth forms
 * mapped to their plain letters, lower case, Unicode normalisation form C; and the spaces at either end dropped. So
 * {@code refa}, {@code REFA}, {@code Refa} typed on a phone that capitalises the first letter, {@code " refa "} and a
 * fullwidth {@code ｒｅｆａ} from an East Asian input method are the one account; an {@code é} sent composed (NFC) or
 * decomposed (NFD) too, for an account file written by hand.
 */
final class AccountNames {

    private AccountNames() {
    }

    /** The name's key; two names with the same key are the same account's. */
    static String key(String name) {
        StringBuilder mapped = new StringBuilder(name.length());
        name.strip().codePoints().forEach(point -> {
            // RFC 8265 3.3.1 rule 1: fullwidth and halfwidth code points map to their decomposition mappings
            if (Character.UnicodeBlock.of(point) == Character.UnicodeBlock.HALFWIDTH_AND_FULLWIDTH_FORMS) {
                mapped.append(Normalizer.normalize(Character.toString(point), Normalizer.Form.NFKC));
            } else {
                mapped.appendCodePoint(point);
            }
        });
        // rule 3 (case mapping, toLowerCase), then rule 4 (NFC)
        return Normalizer.normalize(mapped.toString().toLowerCase(Locale.ROOT), Normalizer.Form.NFC);
    }
}
