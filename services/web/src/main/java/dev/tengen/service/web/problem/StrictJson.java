package dev.tengen.service.web.problem;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * Request bodies are read strictly, as docs/PLATFORM.md promises: the body is one JSON object and nothing after
 * it, each field has its own type (no "19" for 19, no 19.5 truncated to 19, no 123 for a name), and every text
 * has its length limit ({@link TextLimits}). Each departure is a 400 problem naming the field.
 */
@Singleton
public class StrictJson implements ObjectMapperCustomizer {

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
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
        mapper.registerModule(new SimpleModule("tengen-strict-text").addDeserializer(String.class, new TextLimits()));
    }

    private static void refuse(ObjectMapper mapper, LogicalType type, CoercionInputShape... shapes) {
        for (CoercionInputShape shape : shapes) {
            mapper.coercionConfigFor(type).setCoercion(shape, CoercionAction.Fail);
        }
    }
}
