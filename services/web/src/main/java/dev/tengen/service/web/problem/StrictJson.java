package dev.tengen.service.web.problem;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.time.LocalDate;

/**
 * Request bodies are read strictly, as docs/PLATFORM.md promises: the body is one JSON object and nothing after
 * it, each field has its own type (no "19" for 19, no 19.5 truncated to 19, no 123 for a name), and every text
 * has its length limit ({@link TextLimits}). Each departure is a 400 problem naming the field. A decimal's minus zero
 * is zero ({@link Decimals}).
 *
 * <p>A field given twice ({@code {"name":"x","name":"y"}}) is refused as malformed JSON: RFC 8259 section 4 leaves
 * the meaning of duplicate names to each reader, and Jackson's records binding answered it with a 500. A list or a
 * map holding {@code null} ({@code {"present":[null]}}) is refused naming the element: the commands copy their lists
 * with {@code List.copyOf}, which throws on a null element, and that too was a 500.
 */
@Singleton
public class StrictJson implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        mapper.getFactory().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        mapper.setDefaultSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL));
        mapper.disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        mapper.enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        mapper.enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS);
        refuse(mapper, LogicalType.Integer, CoercionInputShape.String, CoercionInputShape.EmptyString,
                CoercionInputShape.Float, CoercionInputShape.Boolean);
        // an integer where a decimal is due is the same number (komi 6 for 6.0)
        refuse(mapper, LogicalType.Float, CoercionInputShape.String, CoercionInputShape.EmptyString,
                CoercionInputShape.Boolean);
        refuse(mapper, LogicalType.Boolean, CoercionInputShape.String, CoercionInputShape.EmptyString,
                CoercionInputShape.Integer, CoercionInputShape.Float);
        mapper.registerModule(new SimpleModule("tengen-strict-text").addDeserializer(String.class, new TextLimits())
                .addDeserializer(LocalDate.class, new DateText())
                .addDeserializer(Double.class, Decimals.BOXED).addDeserializer(double.class, Decimals.PRIMITIVE));
    }

    /**
     * Applied last: Quarkus registers the JDK time module in a customizer of its own, applied after those of the
     * default priority, and a module registered later wins; this one's date reader must be the one used.
     */
    @Override
    public int priority() {
        return MINIMUM_PRIORITY;
    }

    private static void refuse(ObjectMapper mapper, LogicalType type, CoercionInputShape... shapes) {
        for (CoercionInputShape shape : shapes) {
            mapper.coercionConfigFor(type).setCoercion(shape, CoercionAction.Fail);
        }
    }
}
