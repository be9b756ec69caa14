package dev.tengen.tournament.opengotha;

import dev.tengen.rank.Rank;
import dev.tengen.rank.RankScale;
import dev.tengen.rank.Result;
import dev.tengen.tournament.Problem;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The attributes of one OpenGotha element, read into typed values. A missing attribute takes the default
 * tournament.dtd declares for it; a malformed one adds a problem naming the element, its line and the
 * attribute, and the reader builds nothing from the file.
 */
final class Attributes {

    private final XmlElement element;
    private final List<Problem> problems;
    private String context;

    Attributes(XmlElement element, String context, List<Problem> problems) {
        this.element = element;
        this.context = context;
        this.problems = problems;
    }

    void named(String better) {
        context = better;
    }

    void problem(String what) {
        problems.add(new Problem("line " + element.line() + ", " + context, what));
    }

    String string(String name, String fallback) {
        return element.attribute(name).orElse(fallback);
    }

    /** A required attribute (#REQUIRED in tournament.dtd); null and a problem when missing. */
    String required(String name) {
        Optional<String> value = element.attribute(name);
        if (value.isEmpty()) {
            problem("attribute '" + name + "' is missing");
        }
        return value.orElse(null);
    }

    int integer(String name, int fallback) {
        return parsed(name, fallback, Integer::valueOf, "a whole number");
    }

    long longInteger(String name, long fallback) {
        return parsed(name, fallback, Long::valueOf, "a whole number");
    }

    double decimal(String name, double fallback) {
        double value = parsed(name, fallback, Double::valueOf, "a number");
        if (!Double.isFinite(value)) {
            problem("attribute '" + name + "' is a number, not '" + element.attributes().get(name) + "'");
            return fallback;
        }
        return value;
    }

    boolean bool(String name, boolean fallback) {
        return parsed(name, fallback, text -> switch (text) {
            case "true" -> true;
            case "false" -> false;
            default -> throw new IllegalArgumentException();
        }, "true or false");
    }

    LocalDate date(String name, LocalDate fallback) {
        return parsed(name, fallback, LocalDate::parse, "a date written YYYY-MM-DD");
    }

    /** A kyu or dan rank as OpenGotha writes it ("5K", "1D"). */
    Rank rank(String name, String fallback) {
        String text = string(name, fallback);
        Result<Rank> rank = Rank.parse(text);
        if (rank instanceof Result.Refused<Rank> refused) {
            problem(name + " " + refused.reason());
            return null;
        }
        if (rank.orElseThrow().scale() != RankScale.KYU_DAN) {
            problem(name + " '" + text + "' is not a kyu or dan rank, the only ranks OpenGotha knows");
            return null;
        }
        return rank.orElseThrow();
    }

    <T> T code(String name, String fallback, Function<String, Optional<T>> meaning, String known) {
        String text = string(name, fallback);
        Optional<T> value = meaning.apply(text);
        if (value.isEmpty()) {
            problem("attribute '" + name + "' is one of " + known + ", not '" + text + "'");
        }
        return value.orElse(null);
    }

    private <T> T parsed(String name, T fallback, Function<String, T> parser, String kind) {
        Optional<String> text = element.attribute(name);
        if (text.isEmpty()) {
            return fallback;
        }
        try {
            return parser.apply(text.get().strip());
        } catch (IllegalArgumentException | DateTimeParseException e) {
            problem("attribute '" + name + "' is " + kind + ", not '" + text.get() + "'");
            return fallback;
        }
    }
}
