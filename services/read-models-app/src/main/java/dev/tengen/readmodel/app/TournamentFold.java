package dev.tengen.readmodel.app;

import dev.tengen.readmodel.TournamentBook;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * One tournament's {@link TournamentBook} folded so far, with the ids of the events it applied in their order. A
 * rebuild gives it only the events it lacks when the tournament's events, in order, begin with exactly those it
 * applied; otherwise it folds anew from the first: {@link TournamentSources} orders the events by time, so a game's
 * event read late (another partition, another replica) can sort before events already applied.
 *
 * <p>The book takes events after its views were asked: it is the embedded platform's live projection, which answers
 * requests between the events its tracking processor applies, and every view it answers is a copy (its lists copied,
 * the standings placed on an engine model made for the asking), which later events leave as it was.
 */
final class TournamentFold {

    /** Applies events, in order, to a book. */
    @FunctionalInterface
    interface Applier<E> {
        void apply(List<E> events, TournamentBook book);
    }

    private TournamentBook book = new TournamentBook();
    private final List<String> applied = new ArrayList<>();

    /** The book, holding every event applied so far. */
    TournamentBook book() {
        return book;
    }

    /** How many events the book holds. */
    int applied() {
        return applied.size();
    }

    /**
     * Brings the book to {@code ordered}, the tournament's events in order ({@code id} gives an event's id): applies
     * those after the ones it holds when {@code ordered} begins with exactly these, else every one to a new book;
     * returns how many it applied. Should applying fail, the fold is left empty, to be folded anew next time.
     */
    <E> int foldTo(List<E> ordered, Function<E, String> id, Applier<E> apply) {
        List<String> ids = ordered.stream().map(id).toList();
        int held = held(applied, ids);
        if (held < 0) {
            book = new TournamentBook();
            applied.clear();
            held = 0;
        }
        List<E> rest = ordered.subList(held, ordered.size());
        try {
            apply.apply(rest, book);
        } catch (RuntimeException e) {
            book = new TournamentBook();
            applied.clear();
            throw e;
        }
        applied.addAll(ids.subList(held, ids.size()));
        return rest.size();
    }

    /**
     * How many of {@code ordered} are held already: all of {@code applied} when {@code ordered} begins with exactly
     * them (the same id at each applied place), -1 otherwise.
     */
    static int held(List<String> applied, List<String> ordered) {
        if (applied.size() > ordered.size()) {
            return -1;
        }
        for (int i = 0; i < applied.size(); i++) {
            if (!applied.get(i).equals(ordered.get(i))) {
                return -1;
            }
        }
        return applied.size();
    }
}
