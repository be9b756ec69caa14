package dev.tengen.pages;

import dev.tengen.audit.SignedHead;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What the public pages are made of, as an application holds it: the embedded platform from its projections in
 * memory, the read models application from the events it keeps in MongoDB. {@link PublicPages} asks nothing else.
 */
public interface PageSources {

    /** Every tournament, the oldest first. */
    List<TournamentOverview> tournaments();

    /** A tournament book holding tournament {@code tournamentId}: its details, players, rounds and results. */
    Optional<TournamentBook> book(String tournamentId);

    /** The rules the tournament is played under, once configured. */
    Optional<EventRules> rules(String tournamentId);

    /** The tournament's officials in office, in the order they were appointed. */
    List<Official> officials(String tournamentId);

    /** The tournament's audit ledger: its events that rulings and sanctions are read from, in order. */
    List<LedgerEntry> ledger(String tournamentId);

    /** The player ids an account plays as; empty for none, or where accounts are not known. */
    List<String> accountPlayers(String account);

    /** The last signed head of the tournament's audit chain, where this application signs one. */
    Optional<SignedHead> auditHead(String tournamentId);

    /** A games' archive holding game {@code gameId}'s record and board, where this application holds one. */
    Optional<GameArchive> game(String gameId);

    Instant now();
}
