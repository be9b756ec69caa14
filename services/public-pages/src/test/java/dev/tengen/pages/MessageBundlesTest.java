package dev.tengen.pages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every message of the public pages exists in every language, says something, and uses the message's own
 * parameters, each of them (a translation that drops a name or a number loses what the page tells).
 */
class MessageBundlesTest {

    private static final List<Class<?>> BUNDLES = List.of(Msg.class, GoTerms.class, GameText.class, RulingText.class,
            InfractionWords.class);
    /** A parameter in a message: {name}; Qute's sections ({#if}, {/if}, {#else}) are not parameters. */
    private static final Pattern PARAMETER = Pattern.compile("\\{([a-zA-Z]\\w*)\\}");
    private static final Pattern SECTION_OPERAND = Pattern.compile("\\{#if ([a-zA-Z]\\w*)");
    /** A citation as the engine writes it in English: "Incheon 2013 arbitration art. 3.8", "AGA rule 7". */
    private static final Pattern ENGLISH_CITATION = Pattern.compile(
            "(Incheon 2013 (code|arbitration|duties)|Korean 201[36]|Chinese 2002|Ing 1991) art\\.|AGA (other )?rules? \\d");

    @ParameterizedTest
    @ValueSource(strings = {"ko", "zh", "ja", "fr"})
    void everyMessageIsTranslatedWithItsParameters(String language) throws IOException {
        List<String> faults = new ArrayList<>();
        for (Class<?> bundle : BUNDLES) {
            String name = bundle.getAnnotation(MessageBundle.class).value();
            Properties translated = load("messages/" + name + "_" + language + ".properties");
            Set<String> keys = new TreeSet<>();
            for (Method method : bundle.getDeclaredMethods()) {
                Message message = method.getAnnotation(Message.class);
                assertNotNull(message, bundle.getSimpleName() + "." + method.getName() + " has no English message");
                keys.add(method.getName());
                String text = translated.getProperty(method.getName());
                if (text == null || text.isBlank()) {
                    faults.add(name + "_" + language + ": " + method.getName() + " is missing");
                    continue;
                }
                Set<String> expected = Arrays.stream(method.getParameters()).map(Parameter::getName)
                        .collect(Collectors.toCollection(TreeSet::new));
                Set<String> used = parameters(text);
                if (!expected.equals(used)) {
                    faults.add(name + "_" + language + ": " + method.getName() + " uses " + used + ", not " + expected);
                }
            }
            Set<String> extra = new TreeSet<>(translated.stringPropertyNames());
            extra.removeAll(keys);
            if (!extra.isEmpty()) {
                faults.add(name + "_" + language + ": keys of no message " + extra);
            }
        }
        assertEquals(List.of(), faults);
    }

    @Test
    void theEnglishMessagesUseTheirParametersToo() {
        for (Class<?> bundle : BUNDLES) {
            for (Method method : bundle.getDeclaredMethods()) {
                Set<String> expected = Arrays.stream(method.getParameters()).map(Parameter::getName)
                        .collect(Collectors.toCollection(TreeSet::new));
                assertEquals(expected, parameters(method.getAnnotation(Message.class).value()),
                        bundle.getSimpleName() + "." + method.getName());
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"ko", "zh", "ja"})
    void theEastAsianPagesUseTheirOwnWordsForGo(String language) throws IOException {
        Properties go = load("messages/go_" + language + ".properties");
        String words = String.join(" ", go.getProperty("black"), go.getProperty("resultResign"), go.getProperty("pointsHalf"));
        assertTrue(words.chars().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL
                || Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN), language + ": " + words);
    }

    @ParameterizedTest
    @ValueSource(strings = {"ko", "zh", "ja", "fr"})
    void theMessagesCiteArticlesInTheirOwnLanguage(String language) throws IOException {
        List<String> english = new ArrayList<>();
        for (Class<?> bundle : BUNDLES) {
            String name = bundle.getAnnotation(MessageBundle.class).value();
            Properties translated = load("messages/" + name + "_" + language + ".properties");
            for (String key : new TreeSet<>(translated.stringPropertyNames())) {
                if (ENGLISH_CITATION.matcher(translated.getProperty(key)).find()) {
                    english.add(name + "_" + language + ": " + key);
                }
            }
        }
        assertEquals(List.of(), english);
    }

    private static Set<String> parameters(String text) {
        Set<String> used = new TreeSet<>();
        Matcher m = PARAMETER.matcher(text);
        while (m.find()) {
            used.add(m.group(1));
        }
        Matcher s = SECTION_OPERAND.matcher(text);
        while (s.find()) {
            used.add(s.group(1));
        }
        return used;
    }

    private static Properties load(String resource) throws IOException {
        Properties properties = new Properties();
        try (InputStream in = MessageBundlesTest.class.getClassLoader().getResourceAsStream(resource)) {
            assertNotNull(in, resource + " exists");
            properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return properties;
    }
}
