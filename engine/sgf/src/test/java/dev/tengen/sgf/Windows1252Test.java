package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The one Windows-1252 table: 0x80-0x9F as Windows writes them, every other byte as ISO-8859-1. */
class Windows1252Test {

    private static byte[] bytes(int... values) {
        byte[] bytes = new byte[values.length];
        for (int i = 0; i < values.length; i++) {
            bytes[i] = (byte) values[i];
        }
        return bytes;
    }

    /** "Œuvre à 5 €, l’été": the letters and signs Windows puts where ISO-8859-1 has controls (WHATWG's index). */
    @Test
    void theBytesWindowsGivesLettersAndSignsAreThoseLettersAndSigns() {
        assertEquals("\u0152uvre \u00E0 5 \u20AC, l\u2019\u00E9t\u00E9",
                Windows1252.decode(bytes(0x8C, 'u', 'v', 'r', 'e', ' ', 0xE0, ' ', '5', ' ', 0x80, ',', ' ', 'l', 0x92,
                        0xE9, 't', 0xE9), 0));
    }

    /** 0x81, 0x8D, 0x8F, 0x90 and 0x9D have no Windows-1252 character: each stays ISO-8859-1's control. */
    @Test
    void theFiveBytesWindowsLeavesUnassignedKeepTheirIso88591Controls() {
        assertEquals("\u0081\u008D\u008F\u0090\u009D", Windows1252.decode(bytes(0x81, 0x8D, 0x8F, 0x90, 0x9D), 0));
    }

    @Test
    void theBytesBeforeTheStartAreLeftOut() {
        assertEquals("\u0153", Windows1252.decode(bytes(0xEF, 0xBB, 0xBF, 0x9C), 3));
    }
}
