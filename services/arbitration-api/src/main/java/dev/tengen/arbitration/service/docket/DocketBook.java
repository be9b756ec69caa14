package dev.tengen.arbitration.service.docket;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.Articles;
import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import dev.tengen.conduct.AppealRules;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Every tournament's protests and the appeals they became, with the deadline that runs for each: the queue the
 * officials and the committee work from (Incheon 2013 arbitration art. 1.2: the 15-minute filing window; art. 3.2: the
 * half hour for the ruling), folded from the arbitration's events ({@link #READS}). The arbitration service's docket
 * projection folds them as they are published; the read models application folds those it keeps. It holds no
 * deliberation (votes and opinions stay with the appeal, art. 2.5).
 */
public final class DocketBook {

    /** The events the docket is made of. */
    public static final Set<Class<?>> READS = Set.of(ProtestFiled.class, ProtestDecided.class, AppealFiled.class,
            AppealRejectedAsInvalid.class, RulingDeadlineMissed.class, AppealRuled.class);

    private static final String RULING_TARGET = "Incheon 2013 arbitration art. 3.2";

    /** Per tournament, its matters by protest id in filing order. */
    private final Map<String, Map<String, DocketEntry>> tournaments = new HashMap<>();
    private final Map<String, String> tournamentOfProtest = new HashMap<>();
    private final Map<String, String> protestOfAppeal = new HashMap<>();

    /** Applies one of the events the docket reads ({@link #READS}); any other is passed over. */
    public synchronized void apply(Object event) {
        switch (event) {
            case ProtestFiled e -> filed(e);
            case ProtestDecided e -> decided(e);
            case AppealFiled e -> appealed(e);
            case AppealRejectedAsInvalid e -> rejected(e);
            case RulingDeadlineMissed e -> missed(e);
            case AppealRuled e -> ruled(e);
            default -> {
            }
        }
    }

    /** Forgets every matter (a projection replayed from the start). */
    public synchronized void clear() {
        tournaments.clear();
        tournamentOfProtest.clear();
        protestOfAppeal.clear();
    }

    /**
     * The tournament's matters, those still awaiting something first (soonest deadline first), then the rest in
     * filing order. A decided protest whose filing window has passed at {@code now} without an appeal is closed.
     */
    public synchronized List<DocketEntry> matters(String tournamentId, Instant now) {
        List<DocketEntry> all = new ArrayList<>();
        for (DocketEntry d : tournaments.getOrDefault(tournamentId, Map.of()).values()) {
            all.add(d.status().equals("protest-decided") && !now.isBefore(d.deadline())
                    ? new DocketEntry(d.protestId(), null, d.gameId(), d.round(), d.board(), d.complainant(),
                            d.judgment(), "protest-closed", d.filedAt(), d.decidedAt(), d.protestDecision(), null, null,
                            null, false, null, null, null)
                    : d.at(now));
        }
        all.sort(Comparator.comparing((DocketEntry d) -> d.deadline() == null && !d.status().equals("protest-filed"))
                .thenComparing(d -> d.deadline() == null ? Instant.MAX : d.deadline()));
        return all;
    }

    private void filed(ProtestFiled e) {
        tournamentOfProtest.put(e.protestId(), e.tournamentId());
        tournaments.computeIfAbsent(e.tournamentId(), t -> new LinkedHashMap<>()).put(e.protestId(),
                new DocketEntry(e.protestId(), null, e.gameId(), e.round(), e.board(), e.complainant(), e.judgment(),
                        "protest-filed", e.at(), null, null, null, null, null, false, null, null, null));
    }

    private void decided(ProtestDecided e) {
        change(e.protestId(), d -> {
            boolean appealable = e.decision() != ProtestDecision.ACCEPTED;
            return new DocketEntry(d.protestId(), null, d.gameId(), d.round(), d.board(), d.complainant(), d.judgment(),
                    appealable ? "protest-decided" : "protest-closed", d.filedAt(), e.at(), e.decision().name(), null,
                    appealable ? AppealRules.filingClosesAt(e.at()) : null, appealable ? Articles.FILING_WINDOW : null,
                    false, null, null, null);
        });
    }

    private void appealed(AppealFiled e) {
        protestOfAppeal.put(e.appealId(), e.protestId());
        change(e.protestId(), d -> new DocketEntry(d.protestId(), e.appealId(), d.gameId(), d.round(), d.board(),
                d.complainant(), d.judgment(), "appeal-filed", d.filedAt(), d.decidedAt(), d.protestDecision(), e.at(),
                e.rulingDueAt(), RULING_TARGET, false, null, null, null));
    }

    private void rejected(AppealRejectedAsInvalid e) {
        protestOfAppeal.put(e.appealId(), e.protestId());
        change(e.protestId(), d -> new DocketEntry(d.protestId(), e.appealId(), d.gameId(), d.round(), d.board(),
                d.complainant(), d.judgment(), "appeal-invalid", d.filedAt(), d.decidedAt(), d.protestDecision(), e.at(),
                null, null, false, null, null, null));
    }

    private void missed(RulingDeadlineMissed e) {
        change(protestOfAppeal.get(e.appealId()), d -> new DocketEntry(d.protestId(), d.appealId(), d.gameId(),
                d.round(), d.board(), d.complainant(), d.judgment(), d.status(), d.filedAt(), d.decidedAt(),
                d.protestDecision(), d.appealedAt(), d.deadline(), d.deadlineArticle(), true, d.ruling(), d.ruledAt(), null));
    }

    private void ruled(AppealRuled e) {
        change(e.protestId(), d -> new DocketEntry(d.protestId(), d.appealId(), d.gameId(), d.round(), d.board(),
                d.complainant(), d.judgment(), "appeal-ruled", d.filedAt(), d.decidedAt(), d.protestDecision(),
                d.appealedAt(), null, null, d.deadlineMissed() || e.late(), e.decision().name(), e.at(), null));
    }

    private void change(String protestId, UnaryOperator<DocketEntry> how) {
        String tournamentId = protestId == null ? null : tournamentOfProtest.get(protestId);
        if (tournamentId == null) {
            return;
        }
        tournaments.get(tournamentId).computeIfPresent(protestId, (id, entry) -> how.apply(entry));
    }
}
