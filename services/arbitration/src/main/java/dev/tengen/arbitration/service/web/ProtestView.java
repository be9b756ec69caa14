package dev.tengen.arbitration.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.conduct.AppealRules;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A protest as read from its events.
 *
 * @param status filed, accepted or rejected
 * @param appealId the appeal against the referees' decision, once one can be filed (rejected)
 * @param appealWindowMinutes the minutes after the decision within which that appeal may be handed in
 *     ({@link AppealRules#FILING_WINDOW_MINUTES}, Incheon 2013 arbitration art. 1.2), once one can be filed
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ProtestView(String id, String tournamentId, String gameId, int round, int board, String complainant,
        String judgment, Instant filedAt, String status, String referee, String reasons, Instant decidedAt,
        String appealId, Long appealWindowMinutes, long version) {

    /** The view of these events, or empty when they are not a protest's. */
    static Optional<ProtestView> of(List<Object> events, long version) {
        if (events.isEmpty() || !(events.getFirst() instanceof ProtestFiled filed)) {
            return Optional.empty();
        }
        ProtestView view = new ProtestView(filed.protestId(), filed.tournamentId(), filed.gameId(), filed.round(),
                filed.board(), filed.complainant(), filed.judgment(), filed.at(), "filed", null, null, null, null, null, version);
        for (Object event : events) {
            if (event instanceof ProtestDecided decided) {
                String status = decided.decision().name().toLowerCase(java.util.Locale.ROOT);
                boolean appealable = status.equals("rejected");
                view = new ProtestView(view.id, view.tournamentId, view.gameId, view.round, view.board, view.complainant,
                        view.judgment, view.filedAt, status, decided.referee(), decided.reasons(), decided.at(),
                        appealable ? dev.tengen.arbitration.service.api.FileAppeal.idFor(view.id) : null,
                        appealable ? AppealRules.FILING_WINDOW_MINUTES : null, version);
            }
        }
        return Optional.of(view);
    }
}
