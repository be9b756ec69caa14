package dev.tengen.service.web.problem;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import java.io.IOException;
import java.util.Set;

/**
 * The length of every text a request may carry, read as it is parsed: a name or a code is short, what people
 * write about a case (a judgment, reasons, a report) is longer, and nothing is unbounded, so that no request can
 * store megabytes or put them on every visitor's page. A text is a JSON string and nothing else: a number or a
 * boolean where text is due is refused, not turned into text.
 */
public final class TextLimits extends StdScalarDeserializer<String> {

    private static final long serialVersionUID = 1L;

    /** Names, identifiers, codes, places and signatures. */
    public static final int SHORT = 200;
    /** What someone writes about a case: judgments, reasons, reports, testimonies, opinions, notes. */
    public static final int PROSE = 10_000;

    /**
     * The drawing on the back of an appeal form: an SGF position or an image as a data URL. The appeal itself
     * refuses one over 256 KiB of text ({@code drawing-too-large}); this bound only keeps larger ones from being read.
     */
    public static final int DRAWING = 256 * 1024 + 1;

    /** The fields that hold prose; every other text is short. */
    private static final Set<String> PROSE_FIELDS = Set.of("judgment", "judgmentProtested", "refereeJudgment", "reason",
            "reasons", "report", "testimony", "opinion", "note", "description", "text", "otherPeopleConcerned");

    public TextLimits() {
        super(String.class);
    }

    /** The limit of the field of this name (null for a text outside any field). */
    public static int limit(String field) {
        if ("drawing".equals(field)) {
            return DRAWING;
        }
        return field != null && PROSE_FIELDS.contains(field) ? PROSE : SHORT;
    }

    @Override
    public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (!parser.hasToken(JsonToken.VALUE_STRING)) {
            return (String) context.handleUnexpectedToken(String.class, parser);
        }
        String field = fieldOf(parser.getParsingContext());
        int limit = limit(field);
        if (parser.getTextLength() > limit) {
            throw new TooLong(parser, field, limit, parser.getTextLength());
        }
        String text = parser.getText();
        String fault = fault(text);
        if (fault != null) {
            throw new NotText(parser, "The field '" + field + "' " + fault);
        }
        return text;
    }

    /**
     * What makes a string no text to keep, or null: half of a UTF-16 surrogate pair alone (JSON's {@code \uD800}
     * escape allows it, RFC 8259 section 8.2; it is no character, and UTF-8, the pages and the federation files
     * turn it into '?'), or a control character other than a tab or a line break (NUL, bell, escape, DEL, the C1
     * controls: nothing a director types, and what corrupts a printed list, a log line or an export). Line breaks
     * are each field's own to judge (a name refuses them, a report keeps them).
     */
    public static String fault(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return "holds half of a surrogate pair (" + codePoint(c) + ") at character " + (i + 1)
                        + ", which is no character; send the text as UTF-8.";
            } else if (Character.getType(c) == Character.CONTROL && c != '\t' && c != '\n' && c != '\r') {
                return "holds the control character " + codePoint(c) + " at character " + (i + 1)
                        + "; a text holds no control characters other than tabs and line breaks.";
            }
        }
        return null;
    }

    private static String codePoint(char c) {
        return String.format("U+%04X", (int) c);
    }

    /** A string that is no text to keep ({@link #fault}); {@link ProblemMappers} answers it with 400 field-invalid. */
    public static final class NotText extends JsonMappingException {

        private static final long serialVersionUID = 1L;

        NotText(JsonParser parser, String sentence) {
            super(parser, sentence);
        }
    }

    /** The name of the field the text is in, the text an element of a list included. */
    private static String fieldOf(JsonStreamContext context) {
        for (JsonStreamContext c = context; c != null; c = c.getParent()) {
            if (c.getCurrentName() != null) {
                return c.getCurrentName();
            }
        }
        return null;
    }

    /** A text longer than its field takes; {@link ProblemMappers} answers it with 400 field-too-long. */
    public static final class TooLong extends JsonMappingException {

        private static final long serialVersionUID = 1L;

        private final int limit;
        private final int length;

        TooLong(JsonParser parser, String field, int limit, int length) {
            super(parser, "The field '" + field + "' takes at most " + String.format("%,d", limit) + " characters; it has "
                    + String.format("%,d", length) + ".");
            this.limit = limit;
            this.length = length;
        }

        public int limit() {
            return limit;
        }

        public int length() {
            return length;
        }
    }
}
