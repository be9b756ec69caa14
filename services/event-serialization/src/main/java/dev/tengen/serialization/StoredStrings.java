package dev.tengen.serialization;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import java.io.IOException;

/**
 * Short texts of stored events read as one shared instance each ({@link String#intern}): the ids of tournaments,
 * games and players, account names, points and result codes recur in nearly every event, and the read models keep
 * every event (the audit ledger) and every move (the game archive). Read apart, they were more than half of the
 * read models' memory after a replay (docs/BENCHMARKS.md, "Rebuild and start-up"). Long texts (reasons, descriptions)
 * are left as they are: they rarely repeat.
 */
public final class StoredStrings extends StdScalarDeserializer<String> {

    /** A UUID is 36 characters; names and codes are shorter. */
    static final int LONGEST_SHARED = 64;

    StoredStrings() {
        super(String.class);
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (parser.hasToken(JsonToken.VALUE_STRING)) {
            return shared(parser.getText());
        }
        return StringDeserializer.instance.deserialize(parser, context);
    }

    /** {@code text} itself, or its shared instance when it is short. */
    public static String shared(String text) {
        return text != null && text.length() <= LONGEST_SHARED ? text.intern() : text;
    }
}
