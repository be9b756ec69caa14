package dev.tengen.tournament.json;

import dev.tengen.json.JsonValue.JsonArray;
import dev.tengen.json.JsonValue.JsonBoolean;
import dev.tengen.json.JsonValue.JsonNull;
import dev.tengen.json.JsonValue.JsonNumber;
import dev.tengen.json.JsonValue.JsonObject;
import dev.tengen.json.JsonValue.JsonString;
import dev.tengen.json.JsonValue;
import dev.tengen.rank.Rank;
import dev.tengen.rank.Result;
import dev.tengen.tournament.Problem;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Function;

/**
 * The members of one JSON object, read one by one into typed values. A missing or ill-typed member adds
 * a problem naming the object, the member and its line and column; the reader then builds nothing from
 * this object ({@link #failed()}). Public for the readers of other tools' JSON files (engine/imports).
 */
public final class Fields {

    private final JsonObject object;
    private final List<Problem> problems;
    private final Set<String> read = new HashSet<>();
    private final int problemsBefore;
    private String context;

    public Fields(JsonValue value, String context, List<Problem> problems) {
        this.context = context;
        this.problems = problems;
        this.problemsBefore = problems.size();
        if (value instanceof JsonObject o) {
            this.object = o;
        } else {
            this.object = new JsonObject(Map.of(), value.position());
            problems.add(new Problem(where(value), context + " is an object, not " + JsonValue.kind(value)));
        }
    }

    /** Names the object better once its id is known, e.g. "player 'DUPONTJEAN'". */
    public void named(String better) {
        context = better;
    }

    public String context() {
        return context;
    }

    public boolean failed() {
        return problems.size() > problemsBefore;
    }

    public void problem(String what) {
        problems.add(new Problem(context + " (" + object.position() + ")", what));
    }

    public void problem(JsonValue at, String what) {
        problems.add(new Problem(where(at), what));
    }

    private String where(JsonValue at) {
        return context + " (" + at.position() + ")";
    }

    /** The member, or empty if absent or null. */
    public Optional<JsonValue> member(String name) {
        read.add(name);
        JsonValue value = object.members().get(name);
        return value == null || value instanceof JsonNull ? Optional.empty() : Optional.of(value);
    }

    public Optional<JsonValue> required(String name) {
        Optional<JsonValue> value = member(name);
        if (value.isEmpty()) {
            problem("field '" + name + "' is missing");
        }
        return value;
    }

    public Optional<String> string(String name) {
        return member(name).flatMap(v -> asString(name, v));
    }

    public String requiredString(String name) {
        return required(name).flatMap(v -> asString(name, v)).orElse(null);
    }

    public String string(String name, String fallback) {
        return string(name).orElse(fallback);
    }

    private Optional<String> asString(String name, JsonValue value) {
        if (value instanceof JsonString s) {
            return Optional.of(s.value());
        }
        problem(value, "field '" + name + "' is a string, not " + JsonValue.kind(value));
        return Optional.empty();
    }

    public OptionalInt integer(String name) {
        Optional<JsonValue> value = member(name);
        if (value.isEmpty()) {
            return OptionalInt.empty();
        }
        Optional<Integer> number = asInteger(name, value.get());
        return number.isPresent() ? OptionalInt.of(number.get()) : OptionalInt.empty();
    }

    public int integer(String name, int fallback) {
        return integer(name).orElse(fallback);
    }

    public int requiredInteger(String name) {
        return required(name).flatMap(v -> asInteger(name, v)).orElse(0);
    }

    public Optional<Integer> asInteger(String name, JsonValue value) {
        if (value instanceof JsonNumber n) {
            try {
                return Optional.of(n.decimal().intValueExact());
            } catch (ArithmeticException e) {
                problem(value, "field '" + name + "' is a whole number, not " + n.decimal());
                return Optional.empty();
            }
        }
        problem(value, "field '" + name + "' is a number, not " + JsonValue.kind(value));
        return Optional.empty();
    }

    public double requiredDecimal(String name) {
        Optional<JsonValue> value = required(name);
        if (value.isPresent() && value.get() instanceof JsonNumber n) {
            double d = n.decimal().doubleValue();
            if (Double.isFinite(d) && new BigDecimal(Double.toString(d)).compareTo(n.decimal()) == 0) {
                return d;
            }
            problem(value.get(), "field '" + name + "' cannot be held exactly: " + n.decimal());
        } else {
            value.ifPresent(v -> problem(v, "field '" + name + "' is a number, not " + JsonValue.kind(v)));
        }
        return 0;
    }

    public boolean bool(String name, boolean fallback) {
        Optional<JsonValue> value = member(name);
        if (value.isEmpty()) {
            return fallback;
        }
        if (value.get() instanceof JsonBoolean b) {
            return b.value();
        }
        problem(value.get(), "field '" + name + "' is true or false, not " + JsonValue.kind(value.get()));
        return fallback;
    }

    public boolean requiredBool(String name) {
        required(name);
        return bool(name, false);
    }

    public List<JsonValue> array(String name) {
        Optional<JsonValue> value = member(name);
        if (value.isEmpty()) {
            return List.of();
        }
        if (value.get() instanceof JsonArray a) {
            return a.elements();
        }
        problem(value.get(), "field '" + name + "' is an array, not " + JsonValue.kind(value.get()));
        return List.of();
    }

    public Rank rank(String name) {
        Optional<JsonValue> value = required(name);
        Optional<String> text = value.flatMap(v -> asString(name, v));
        if (text.isEmpty()) {
            return null;
        }
        Result<Rank> rank = Rank.parse(text.get());
        if (rank instanceof Result.Refused<Rank> refused) {
            problem(value.get(), name + " " + refused.reason());
            return null;
        }
        return rank.orElseThrow();
    }

    public Optional<LocalDate> date(String name) {
        Optional<JsonValue> value = member(name);
        Optional<String> text = value.flatMap(v -> asString(name, v));
        if (text.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(text.get()));
        } catch (DateTimeParseException e) {
            problem(value.get(), "field '" + name + "' is a date written YYYY-MM-DD, not '" + text.get() + "'");
            return Optional.empty();
        }
    }

    /** An enum constant written in lower case with hyphens ("split-and-fold"). */
    public <E extends Enum<E>> E constant(String name, E[] constants, E fallback) {
        return constant(name, constants, fallback, TournamentJson::constantName);
    }

    /** An enum constant as {@code spelling} writes it (another program's file: "SPLIT_AND_FOLD"). */
    public <E extends Enum<E>> E constant(String name, E[] constants, E fallback, Function<Enum<?>, String> spelling) {
        Optional<JsonValue> value = fallback == null ? required(name) : member(name);
        Optional<String> text = value.flatMap(v -> asString(name, v));
        if (text.isEmpty()) {
            return fallback;
        }
        for (E constant : constants) {
            if (spelling.apply(constant).equals(text.get())) {
                return constant;
            }
        }
        List<String> names = java.util.Arrays.stream(constants).map(spelling).toList();
        problem(value.get(), "field '" + name + "' is one of " + String.join(", ", names) + ", not '" + text.get() + "'");
        return fallback;
    }

    /** Adds a problem for every member no reader asked for: a misspelt field is not silently ignored. */
    public void rejectUnknown() {
        for (Map.Entry<String, JsonValue> member : object.members().entrySet()) {
            if (!read.contains(member.getKey())) {
                problem(member.getValue(), "unknown field '" + member.getKey() + "'");
            }
        }
    }
}
