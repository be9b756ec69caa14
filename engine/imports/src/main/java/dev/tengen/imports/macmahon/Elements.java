package dev.tengen.imports.macmahon;

import dev.tengen.rank.Rank;
import dev.tengen.rank.Result;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.opengotha.XmlElement;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The child elements of one MacMahon element read as typed values; a missing or ill-written one adds a problem
 * naming its line and element.
 */
final class Elements {

    private final XmlElement element;
    private final List<Problem> problems;

    Elements(XmlElement element, List<Problem> problems) {
        this.element = element;
        this.problems = problems;
    }

    void problem(String what) {
        problems.add(new Problem(where(element), what));
    }

    static String where(XmlElement at) {
        return "line " + at.line() + ", <" + at.name() + ">";
    }

    Optional<String> text(String child) {
        return element.childText(child).filter(text -> !text.isEmpty());
    }

    String requiredText(String child) {
        Optional<String> text = text(child);
        if (text.isEmpty()) {
            problem("<" + child + "> is missing or empty");
        }
        return text.orElse("");
    }

    OptionalInt integer(String child) {
        Optional<String> text = text(child);
        if (text.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            return OptionalInt.of(Integer.parseInt(text.get()));
        } catch (NumberFormatException e) {
            problems.add(new Problem(where(element.child(child).orElseThrow()), "'" + text.get() + "' is not a whole number"));
            return OptionalInt.empty();
        }
    }

    int requiredInteger(String child) {
        if (text(child).isEmpty()) {
            problem("<" + child + "> is missing or empty");
            return 0;
        }
        return integer(child).orElse(0);
    }

    boolean bool(String child, boolean fallback) {
        Optional<String> text = text(child);
        if (text.isEmpty()) {
            return fallback;
        }
        if (text.get().equalsIgnoreCase("true") || text.get().equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(text.get());
        }
        problems.add(new Problem(where(element.child(child).orElseThrow()), "'" + text.get() + "' is not true or false"));
        return fallback;
    }

    /** A kyu or dan rank ("3d", "20k"); empty and a problem if absent or ill-written. */
    Optional<Rank> rank(String child) {
        String text = requiredText(child);
        if (text.isEmpty()) {
            return Optional.empty();
        }
        Result<Rank> rank = Rank.parse(text);
        if (rank instanceof Result.Refused<Rank> refused) {
            problems.add(new Problem(where(element.child(child).orElseThrow()), refused.reason()));
            return Optional.empty();
        }
        return Optional.of(rank.orElseThrow());
    }
}
