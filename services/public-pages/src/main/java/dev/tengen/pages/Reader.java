package dev.tengen.pages;

import dev.tengen.conduct.Infraction;
import dev.tengen.conduct.VerdictReading;
import dev.tengen.conduct.Verdicts;
import dev.tengen.game.service.GameRecord;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import java.text.NumberFormat;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.FormatStyle;
import java.time.format.TextStyle;
import java.util.Locale;

/**
 * Who reads a page: the language, its words, and how dates, times, numbers, durations and countries are written in
 * it ({@code java.time}'s localized formats; CLDR's names of countries and time zones).
 */
public final class Reader {

    private final Language language;
    private final Locale locale;
    final Msg msg;
    final GoTerms go;
    final GameText game;
    final RulingText ruling;
    final InfractionWords infractions;
    /** The codes' and rules' articles in the reader's words. */
    final ArticleWords articles;
    /** Formats are made once per reader: a page of standings writes a few thousand numbers. */
    private final NumberFormat integers;
    private final NumberFormat decimals;

    Reader(Language language) {
        this.language = language;
        this.locale = language.locale();
        this.msg = bundle(Msg.class, language);
        this.go = bundle(GoTerms.class, language);
        this.game = bundle(GameText.class, language);
        this.ruling = bundle(RulingText.class, language);
        this.infractions = bundle(InfractionWords.class, language);
        this.articles = new ArticleWords(language);
        this.integers = NumberFormat.getIntegerInstance(locale);
        this.decimals = NumberFormat.getNumberInstance(locale);
        decimals.setMaximumFractionDigits(2);
        decimals.setGroupingUsed(false);
    }

    /** English is each bundle's own language; the others are its localized files. */
    private static <T> T bundle(Class<T> type, Language language) {
        return language.equals(Language.ENGLISH) ? MessageBundles.get(type)
                : MessageBundles.get(type, Localized.Literal.of(language.tag()));
    }

    public Language language() {
        return language;
    }

    public Locale locale() {
        return locale;
    }

    /** A whole number as the reader writes it ("1,234"; "1 234" in French). */
    String number(long n) {
        return integers.format(n);
    }

    /** A criterion's value: whole numbers without decimals, others with up to two, with the reader's decimal mark. */
    String number(double value) {
        return decimals.format(value);
    }

    /** A margin or a komi in points as Go players say it: "3.5", "3집반", "3目半", "3,5 points". */
    String points(double points) {
        double whole = Math.floor(points);
        if (points == whole) {
            return go.pointsWhole(number((long) whole));
        }
        if (points - whole == 0.5) {
            return go.pointsHalf(number((long) whole));
        }
        return go.pointsWhole(number(points));
    }

    /**
     * A ruling's reason in the reader's words: an infraction the competition code ruled on is named as the referee's
     * desk names it ("ko retaken" is "패를 바로 되따냄" to a Korean reader); a loss the code ruled says why, with its
     * article ("Black loses: 2 warnings (…)" is "경고 2회 (…)": the line it is shown on already says who lost), a cause
     * the engine wrote in its own words staying as written; a reason a referee wrote stays as written.
     */
    String reason(String reason) {
        if (reason == null) {
            return "";
        }
        if (VerdictReading.of(reason).orElse(null) instanceof VerdictReading.Loss loss) {
            return why(loss.why()) + " (" + loss.article() + ")";
        }
        return Verdicts.kindOf(reason).map(this::infraction).orElse(reason);
    }

    private String why(VerdictReading.Why why) {
        return switch (why) {
            case VerdictReading.Warnings w -> infractions.warningsAddUp(number(w.count()));
            case VerdictReading.Committed c when c.second() -> infractions.secondTime(infraction(c.kind()));
            case VerdictReading.Committed c -> infraction(c.kind());
            case VerdictReading.Worded w -> w.words();
        };
    }

    /** An infraction as the events name it in kebab case ("ko-retaken"), in the reader's words; as written if unknown. */
    String infractionNamed(String kebab) {
        for (Infraction.Kind kind : Infraction.Kind.values()) {
            if (GameRecord.kebab(kind).equals(kebab)) {
                return infraction(kind);
            }
        }
        return kebab;
    }

    private String infraction(Infraction.Kind kind) {
        return switch (kind) {
            case KO_RETAKEN -> infractions.koRetaken();
            case FORBIDDEN_INTERSECTION -> infractions.forbiddenIntersection();
            case OCCUPIED -> infractions.occupied();
            case TWO_MOVES_IN_A_ROW -> infractions.twoMovesInARow();
            case TAKE_BACK -> infractions.takeBack();
            case CLOCK_PRESSED_WITH_MOVE -> infractions.clockPressedWithMove();
            case CLOCK_PRESSED_BEFORE_MOVE -> infractions.clockPressedBeforeMove();
            case CLOCK_PRESSED_BEFORE_REMOVING_CAPTURES -> infractions.clockPressedBeforeRemovingCaptures();
            case CAPTURED_STONES_NOT_REMOVED -> infractions.capturedStonesNotRemoved();
            case LIVE_STONES_REMOVED -> infractions.liveStonesRemoved();
            case MISTAKEN_REMOVAL -> infractions.mistakenRemoval();
            case PHONE_RANG -> infractions.phoneRang();
            case PHONE_SCREEN_LOOKED_AT -> infractions.phoneScreenLookedAt();
            case SMOKING -> infractions.smoking();
            case DISTRACTING_OPPONENT -> infractions.distractingOpponent();
            case DISCUSSING_GAME -> infractions.discussingGame();
            case MOVED_STONES -> infractions.movedStones();
            case MOVED_STONES_INTENTIONALLY -> infractions.movedStonesIntentionally();
            case BOARD_DISTURBED -> infractions.boardDisturbed();
            case BOARD_DISTURBED_BY_PLAYER -> infractions.boardDisturbedByPlayer();
            case ROTATION_ERROR -> infractions.rotationError();
            case ILLEGAL_INFORMATION_EXCHANGE -> infractions.illegalInformationExchange();
            case ABANDONMENT -> infractions.abandonment();
            case DEFIANCE -> infractions.defiance();
            case MISCONDUCT -> infractions.misconduct();
            case WRONG_COLOURS -> infractions.wrongColours();
        };
    }

    /** A day, long form: "May 9, 2024", "2024년 5월 9일", "9 mai 2024". */
    String date(LocalDate day) {
        return DateTimeFormatter.ofLocalizedDate(FormatStyle.LONG).withLocale(locale).format(day);
    }

    /** The days of an event: one day, or the first and the last. */
    String days(LocalDate first, LocalDate last) {
        return first.equals(last) ? date(first) : date(first) + " – " + date(last);
    }

    /** A moment to the second, with its day and the zone's abbreviation, in {@code zone}. */
    String dateTime(Instant at, ZoneId zone) {
        return DateTimeFormatter.ofLocalizedDateTime(FormatStyle.LONG, FormatStyle.LONG).withLocale(locale)
                .withZone(zone).format(at);
    }

    /** The time of day to the second in {@code zone}. */
    String time(Instant at, ZoneId zone) {
        return DateTimeFormatter.ofLocalizedTime(FormatStyle.MEDIUM).withLocale(locale).withZone(zone).format(at);
    }

    /** A time zone's name in the reader's language ("Central European Time", "중부 유럽 시간"). */
    String zone(ZoneId zone) {
        return zone.getDisplayName(TextStyle.FULL, locale);
    }

    /** A country's name from its ISO 3166-1 code, or the text as given when it is no such code. */
    String country(String code) {
        if (code == null || code.isBlank()) {
            return "";
        }
        String name = Locale.of("", code.strip().toUpperCase(Locale.ROOT)).getDisplayCountry(locale);
        return name.isEmpty() || name.equalsIgnoreCase(code.strip()) ? code : name;
    }

    /** A length of time in its largest whole unit: "1 h", "90 min", "30 s". */
    String duration(Duration duration) {
        long seconds = duration.toSeconds();
        if (seconds > 0 && seconds % 3600 == 0) {
            return go.hours(number(seconds / 3600));
        }
        if (seconds > 0 && seconds % 60 == 0) {
            return go.minutes(number(seconds / 60));
        }
        return go.seconds(number(seconds));
    }

    /** A clock's reading: "1:05:09", "4:59". */
    static String clockTime(Duration left) {
        long s = Math.max(0, left.toSeconds());
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }

    /** The first letter in capitals, for a word that opens a line ("arbitre" in a list of French offices). */
    String capitalized(String text) {
        return text.isEmpty() ? text : text.substring(0, 1).toUpperCase(locale) + text.substring(1);
    }
}
