package dev.tengen.sgf;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The game-info of a record, read from its root node (FF[4] sgf.html "Game info properties", go.html for HA and KM).
 * Every value is kept as written ({@link #text}); KM, TM, HA, DT and RE are also read for what they mean when they
 * follow FF[4]. A value that does not is never an error: it stays as text, its meaning stays empty (HA counts as 0)
 * and the reading says so with an {@link SgfWarning}. An empty value ({@code KM[]}) means "not given".
 *
 * @param texts every game-info property of the root as written (its first value), in file order
 * @param komi KM, an SGF Real: points given to White
 * @param handicap HA, an SGF Number of 0 or more; 0 when absent or not a number
 * @param timeLimitSeconds TM, an SGF Real: the basic time of each player in seconds
 * @param firstDay the first date of DT, when DT is an FF[4] date list that starts with a whole day
 * @param outcome RE read as FF[4] writes a result
 */
public record SgfGameInfo(
        Map<String, String> texts,
        Optional<BigDecimal> komi,
        int handicap,
        Optional<BigDecimal> timeLimitSeconds,
        Optional<LocalDate> firstDay,
        Optional<SgfResult> outcome) {

    /** The game-info properties of FF[4] (sgf.html) and of Go (go.html: HA, KM). */
    static final List<String> PROPERTIES = List.of("AN", "BR", "BT", "CP", "DT", "EV", "GC", "GN", "ON", "OT", "PB", "PC",
            "PW", "RE", "RO", "RU", "SO", "TM", "US", "WR", "WT", "HA", "KM");

    public SgfGameInfo {
        texts = Collections.unmodifiableMap(new LinkedHashMap<>(texts));
    }

    /** A game-info property as written, such as {@code text("TM")}: {@code 30:00(5x1:00)}. */
    public Optional<String> text(String identifier) {
        return Optional.ofNullable(texts.get(identifier));
    }

    public Optional<String> blackPlayer() {
        return text("PB");
    }

    public Optional<String> whitePlayer() {
        return text("PW");
    }

    public Optional<String> blackRank() {
        return text("BR");
    }

    public Optional<String> whiteRank() {
        return text("WR");
    }

    public Optional<String> rules() {
        return text("RU");
    }

    /** RE as written, such as {@code B+R} or {@code 黑中盘胜}; {@link #outcome()} is its meaning. */
    public Optional<String> result() {
        return text("RE");
    }

    /** DT as written; {@link #firstDay()} is its first whole day. */
    public Optional<String> date() {
        return text("DT");
    }

    public Optional<String> event() {
        return text("EV");
    }

    public Optional<String> round() {
        return text("RO");
    }

    public Optional<String> place() {
        return text("PC");
    }

    /** OT as written: FF[4] leaves its form free (SimpleText), so any text is valid. */
    public Optional<String> overtime() {
        return text("OT");
    }

    /** Reads the root's game info; each value that does not follow FF[4] adds a warning, in file order. */
    static SgfGameInfo from(SgfNode root, List<SgfWarning> found) {
        List<SgfWarning> warnings = new ArrayList<>();
        SgfGameInfo info = read(root, warnings);
        warnings.sort(Comparator.comparingInt((SgfWarning w) -> w.place().line()).thenComparingInt(w -> w.place().column()));
        found.addAll(warnings);
        return info;
    }

    private static SgfGameInfo read(SgfNode root, List<SgfWarning> warnings) {
        Map<String, String> texts = new LinkedHashMap<>();
        for (SgfProperty property : root.properties()) {
            if (PROPERTIES.contains(property.identifier())) {
                texts.put(property.identifier(), property.values().get(0));
            }
        }
        texts.forEach((identifier, text) -> {
            if (text.indexOf('\uFFFD') >= 0) {
                warnings.add(warning(root, identifier, identifier + " holds bytes that are not "
                        + root.value("CA").map(String::strip).orElse("UTF-8") + " text, read as U+FFFD ('" + text
                        + "'): the record was perhaps saved again in another charset than its CA names"));
            }
        });
        Optional<Integer> handicap = read(root, "HA", SgfValues::parseNumber,
                "a whole number (the number of handicap stones)", warnings);
        if (handicap.isPresent() && handicap.get() < 0) {
            warnings.add(warning(root, "HA", "HA cannot be negative, found " + handicap.get() + "; kept as text"));
            handicap = Optional.empty();
        }
        return new SgfGameInfo(texts,
                read(root, "KM", SgfValues::parseReal, "a number (the komi)", warnings),
                handicap.orElse(0),
                read(root, "TM", SgfValues::parseReal, "a number (the time limit in seconds)", warnings),
                read(root, "DT", text -> SgfDates.isDateList(text) ? Optional.of(text) : Optional.empty(),
                        "a date such as 2014-01-26 (FF[4]: YYYY-MM-DD, shortened dates after a comma)", warnings)
                        .flatMap(SgfDates::firstDay),
                read(root, "RE", SgfResult::parse, "a result such as B+R, W+3.5, B+T, 0, Void or ?", warnings));
    }

    /** The meaning of a value, or empty (with a warning) when its text does not have the form FF[4] gives it. */
    private static <T> Optional<T> read(SgfNode root, String identifier, Function<String, Optional<T>> parse, String form,
            List<SgfWarning> warnings) {
        Optional<String> given = root.value(identifier).map(String::strip).filter(v -> !v.isEmpty());
        if (given.isEmpty()) {
            return Optional.empty();
        }
        Optional<T> value = parse.apply(given.get());
        if (value.isEmpty()) {
            warnings.add(warning(root, identifier, identifier + " must be " + form + ", found '" + given.get()
                    + "'; kept as text"));
        }
        return value;
    }

    private static SgfWarning warning(SgfNode root, String identifier, String reason) {
        return new SgfWarning(root.place(identifier, 0), identifier, root.value(identifier).orElse(""), reason);
    }
}
