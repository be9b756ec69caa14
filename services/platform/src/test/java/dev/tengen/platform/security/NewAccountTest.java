package dev.tengen.platform.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.problem.MalformedRequest;
import dev.tengen.service.web.security.Roles;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The account names the platform takes: those every client sends as the same bytes in HTTP Basic credentials. */
class NewAccountTest {

    @ParameterizedTest
    @ValueSource(strings = {"referee-ahn", "td.park", "kim_2026", "director@seoul-open.kr", "A",
            "a123456789012345678901234567890123456789012345678901234567890123"})
    void aNameOfLatinLettersDigitsAndPunctuationIsTaken(String user) {
        assertEquals(user, new NewAccount(user, "baduk-2026", List.of(Roles.REFEREE), List.of()).account(1000).user());
    }

    /** Hangul, Hanzi, an accent, a space, a colon (Basic's separator), 65 characters, an empty name. */
    @ParameterizedTest
    @ValueSource(strings = {"감독", "裁判", "arbitre-rené", "referee ahn", "referee:ahn",
            "a1234567890123456789012345678901234567890123456789012345678901234", ""})
    void anyOtherNameIsRefusedSayingWhichCharactersAName(String user) {
        MalformedRequest refused = assertThrows(MalformedRequest.class,
                () -> new NewAccount(user, "baduk-2026", List.of(Roles.REFEREE), List.of()).account(1000));
        assertEquals("user", refused.field());
        assertEquals("field-invalid", refused.code());
        assertTrue(refused.getMessage().contains("Latin letters a-z and A-Z"), refused.getMessage());
    }
}
