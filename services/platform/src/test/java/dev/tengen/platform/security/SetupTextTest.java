package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The first-run page says each of its messages in each language of the console, the wait in seconds included. */
class SetupTextTest {

    @ParameterizedTest
    @ValueSource(strings = {"ko", "zh", "ja", "fr"})
    void everyMessageIsTranslated(String language) throws Exception {
        Properties translated = new Properties();
        try (InputStream in = getClass().getClassLoader().getResourceAsStream("messages/setup_" + language
                + ".properties")) {
            assertNotNull(in, "setup_" + language + ".properties");
            translated.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        Set<String> messages = Arrays.stream(SetupText.class.getDeclaredMethods()).map(Method::getName)
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(messages, new TreeSet<>(translated.stringPropertyNames()), "the same messages, none left over");
        translated.stringPropertyNames().forEach(key -> assertTrue(!translated.getProperty(key).isBlank(), key));
        assertTrue(translated.getProperty("throttled").contains("{seconds}"), "the wait, in seconds");
        assertTrue(translated.getProperty("wrongCode").contains("No organizer account yet"),
                "the log line, as the log writes it");
    }
}
