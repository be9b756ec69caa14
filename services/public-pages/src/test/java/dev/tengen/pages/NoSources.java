package dev.tengen.pages;

import dev.tengen.audit.SignedHead;
import dev.tengen.readmodel.GameArchive;
import dev.tengen.readmodel.LedgerEntry;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The test application's sources: no tournament, no game (the tests here make pages' parts, not pages). */
@Singleton
class NoSources implements PageSources {

    @Override
    public List<TournamentOverview> tournaments() {
        return List.of();
    }

    @Override
    public Optional<TournamentBook> book(String tournamentId) {
        return Optional.empty();
    }

    @Override
    public Optional<EventRules> rules(String tournamentId) {
        return Optional.empty();
    }

    @Override
    public List<Official> officials(String tournamentId) {
        return List.of();
    }

    @Override
    public List<LedgerEntry> ledger(String tournamentId) {
        return List.of();
    }

    @Override
    public List<String> accountPlayers(String account) {
        return List.of();
    }

    @Override
    public Optional<SignedHead> auditHead(String tournamentId) {
        return Optional.empty();
    }

    @Override
    public Optional<GameArchive> game(String gameId) {
        return Optional.empty();
    }

    @Override
    public Instant now() {
        return Instant.now();
    }
}
