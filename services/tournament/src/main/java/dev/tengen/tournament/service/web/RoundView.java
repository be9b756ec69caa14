package dev.tengen.tournament.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.tournament.service.api.RoundBye;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;

/**
 * A round as {@code GET /api/v1/tournaments/{id}/rounds/{n}} shows it.
 *
 * @param status "paired" (may still change) or "published" (final)
 * @param adjustments the reasons given for changes by hand, oldest first
 * @param publishedAt null until published
 * @param corrections the corrections of the published pairing, oldest first
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RoundView(int round, String status, String pairingSystem, List<GameView> games, List<RoundBye> byes,
        List<String> notes, List<String> adjustments, Instant pairedAt, Instant publishedAt,
        List<Correction> corrections) {

    /**
     * A correction of the published pairing: its number in the round, why, who and when, and the boards whose games
     * were voided.
     */
    public record Correction(int correction, String reason, List<Integer> boards, String by, Instant at) {

        public Correction {
            boards = List.copyOf(boards);
        }
    }

    public RoundView {
        games = List.copyOf(games);
        byes = List.copyOf(byes);
        notes = List.copyOf(notes);
        adjustments = List.copyOf(adjustments);
        corrections = corrections == null ? List.of() : List.copyOf(corrections);
    }

    /** A round just paired: its draft. */
    RoundView(int round, String pairingSystem, List<GameView> games, List<RoundBye> byes, List<String> notes,
            Instant pairedAt) {
        this(round, "paired", pairingSystem, games, byes, notes, List.of(), pairedAt, null, List.of());
    }

    /** The draft changed by hand, with the reason. */
    RoundView adjusted(String reason, List<GameView> newGames, List<RoundBye> newByes) {
        return new RoundView(round, status, pairingSystem, newGames, newByes, notes,
                Stream.concat(adjustments.stream(), Stream.of(reason)).toList(), pairedAt, null, corrections);
    }

    RoundView published(List<GameView> newGames, List<RoundBye> newByes, Instant at) {
        return new RoundView(round, "published", pairingSystem, newGames, newByes, notes, adjustments, pairedAt, at,
                corrections);
    }

    RoundView withGames(List<GameView> newGames) {
        return new RoundView(round, status, pairingSystem, newGames, byes, notes, adjustments, pairedAt, publishedAt,
                corrections);
    }

    RoundView noted(String note) {
        return new RoundView(round, status, pairingSystem, games, byes, Stream.concat(notes.stream(), Stream.of(note))
                .toList(), adjustments, pairedAt, publishedAt, corrections);
    }

    /** The published pairing corrected: the boards and byes afterwards, and the correction listed. */
    RoundView corrected(Correction correction, List<GameView> newGames, List<RoundBye> newByes) {
        return new RoundView(round, status, pairingSystem, newGames, newByes, notes, adjustments, pairedAt, publishedAt,
                Stream.concat(corrections.stream(), Stream.of(correction)).toList());
    }
}
