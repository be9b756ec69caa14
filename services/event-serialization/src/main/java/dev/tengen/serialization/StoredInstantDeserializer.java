package dev.tengen.serialization;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import java.io.IOException;
import java.time.DateTimeException;
import java.time.Instant;

/**
 * Instants in stored events, read by {@link StoredTimestamps} when written in UTC as Jackson writes them, and by
 * Jackson's own deserializer otherwise (numbers, offsets).
 */
final class StoredInstantDeserializer extends JsonDeserializer<Instant> {

    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (parser.hasToken(JsonToken.VALUE_STRING)) {
            String text = parser.getText();
            Instant instant;
            try {
                instant = StoredTimestamps.parseUtc(text);
            } catch (DateTimeException impossibleDate) {
                instant = null; // Jackson's deserializer reports it in its own words
            }
            if (instant != null) {
                return instant;
            }
        }
        return InstantDeserializer.INSTANT.deserialize(parser, context);
    }

    @Override
    public Class<?> handledType() {
        return Instant.class;
    }
}
