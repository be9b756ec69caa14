package dev.tengen.service.web.problem;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import java.io.IOException;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.regex.Pattern;

/**
 * A date in a request body: the text {@code YYYY-MM-DD} and nothing else (docs/PLATFORM.md, "Strict JSON"). Jackson's
 * own reader also took a count of days ({@code -999999999} became the year -2735938), a list ({@code [2026,11,28]}),
 * a date-time cut to its date and a year of five digits; each is refused as a 400 naming the field
 * ({@link ProblemMappers}: "it takes a date written YYYY-MM-DD").
 */
final class DateText extends StdScalarDeserializer<LocalDate> {

    private static final long serialVersionUID = 1L;
    private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

    DateText() {
        super(LocalDate.class);
    }

    @Override
    public LocalDate deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (!parser.hasToken(JsonToken.VALUE_STRING)) {
            return (LocalDate) context.handleUnexpectedToken(LocalDate.class, parser);
        }
        String text = parser.getText();
        if (DATE.matcher(text).matches()) {
            try {
                return LocalDate.parse(text);
            } catch (DateTimeParseException noSuchDay) {
                // 2026-02-30: said below as any other text that is no date
            }
        }
        return (LocalDate) context.handleWeirdStringValue(LocalDate.class, text, "not a date written YYYY-MM-DD");
    }
}
