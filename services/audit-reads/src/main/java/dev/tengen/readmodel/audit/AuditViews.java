package dev.tengen.readmodel.audit;

import dev.tengen.readmodel.PlayerRecord;
import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.TournamentBook;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** The auditor's views that gather what the read models already hold: conduct per player, the Duan report. */
public class AuditViews {

    private final TournamentBook book;
    private final DecisionLog log;

    public AuditViews(TournamentBook book, DecisionLog log) {
        this.book = book;
        this.log = log;
    }

    /** Every registered player's warnings, penalties and the decisions concerning the player, in registration order. */
    public Optional<List<PlayerConduct>> conduct(String tournamentId) {
        Optional<List<Decision>> decisions = log.decisions(tournamentId);
        Optional<List<PlayerView>> players = book.players(tournamentId);
        if (decisions.isEmpty() || players.isEmpty()) {
            return Optional.empty();
        }
        List<PlayerConduct> conduct = new ArrayList<>();
        for (PlayerView p : players.get()) {
            conduct.add(new PlayerConduct(p.id(), p.name(), p.rank(), p.withdrawn(), p.warnings(), p.penalties(),
                    p.sanctions(), decisions.get().stream().filter(d -> Objects.equals(d.player(), p.id())).toList()));
        }
        return Optional.of(conduct);
    }

    /** The Duan promotion report of every player, in registration order. */
    public Optional<DuanReport> duan(String tournamentId) {
        return book.tournament(tournamentId).map(t -> {
            List<DuanReport.Line> lines = new ArrayList<>();
            for (PlayerView p : book.players(tournamentId).orElse(List.of())) {
                lines.add(new DuanReport.Line(p.id(), p.name(), p.rank(),
                        book.record(tournamentId, p.id()).map(PlayerRecord::duan).orElse(null)));
            }
            return new DuanReport(tournamentId, t.name(), lines);
        });
    }
}
