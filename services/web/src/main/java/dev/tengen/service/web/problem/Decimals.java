package dev.tengen.service.web.problem;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.NumberDeserializers;
import java.io.IOException;

/**
 * A decimal in a request body (komi, of the configuration, of a board set by hand, of a game opened by hand): read as
 * Jackson reads it, with the coercions {@link StrictJson} refuses, and minus zero as zero. {@code "komi": -0.0} was
 * stored in the event as -0.0 and answered so by every view of the configuration and the game; no half-point quantity
 * of Go has a sign for nothing.
 */
final class Decimals extends NumberDeserializers.DoubleDeserializer {

    private static final long serialVersionUID = 1L;

    /** The reader of {@code Double} fields, a missing one null. */
    static final Decimals BOXED = new Decimals(Double.class, null);
    /** The reader of {@code double} fields, a missing one 0. */
    static final Decimals PRIMITIVE = new Decimals(Double.TYPE, 0.0);

    private Decimals(Class<Double> type, Double empty) {
        super(type, empty);
    }

    @Override
    public Double deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        Double read = super.deserialize(parser, context);
        return read == null ? null : read + 0.0; // IEEE 754: -0.0 + 0.0 is +0.0, any other number itself
    }
}
