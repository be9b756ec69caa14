package dev.tengen.serialization;

import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.time.Instant;
import org.axonframework.serialization.Serializer;
import org.axonframework.serialization.json.JacksonSerializer;

/**
 * How events, snapshots, commands and tokens are written: JSON by Jackson, times as ISO-8601 text. Axon's
 * default is XStream, which Tengen does not ship (docs/ENVIRONMENT.md), so all three of Axon's serializers
 * must be this one. The mapper is Axon's own, not the REST layer's: stored events outlive API settings.
 */
public final class EventSerializer {

    private EventSerializer() {
    }

    public static Serializer jackson() {
        JsonMapper mapper = JsonMapper.builder()
                .addModule(new JavaTimeModule())
                // after JavaTimeModule, so that it replaces that module's reader of instants
                .addModule(new SimpleModule("stored-values").addDeserializer(Instant.class, new StoredInstantDeserializer())
                        .addDeserializer(String.class, new StoredStrings()))
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .build();
        return JacksonSerializer.builder().objectMapper(mapper).build();
    }
}
