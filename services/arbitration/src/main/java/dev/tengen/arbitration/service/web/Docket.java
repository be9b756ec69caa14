package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.api.AppealFiled;
import dev.tengen.arbitration.service.api.AppealRejectedAsInvalid;
import dev.tengen.arbitration.service.api.AppealRuled;
import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestFiled;
import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import dev.tengen.arbitration.service.docket.DocketBook;
import dev.tengen.arbitration.service.docket.DocketEntry;
import jakarta.inject.Singleton;
import java.time.Instant;
import java.util.List;
import org.axonframework.config.ProcessingGroup;
import org.axonframework.eventhandling.EventHandler;
import org.axonframework.eventhandling.ResetHandler;

/**
 * Every tournament's protests and the appeals they became, with the deadline that runs for each ({@link DocketBook}):
 * the queue the officials and the committee work from, folded as the events are published. Rebuilt from the events at
 * each start like {@link OpenAppeals}.
 */
@Singleton
@ProcessingGroup(Docket.PROCESSING_GROUP)
public class Docket {

    public static final String PROCESSING_GROUP = "docket";

    private final DocketBook book = new DocketBook();

    @EventHandler
    void on(ProtestFiled e) {
        book.apply(e);
    }

    @EventHandler
    void on(ProtestDecided e) {
        book.apply(e);
    }

    @EventHandler
    void on(AppealFiled e) {
        book.apply(e);
    }

    @EventHandler
    void on(AppealRejectedAsInvalid e) {
        book.apply(e);
    }

    @EventHandler
    void on(RulingDeadlineMissed e) {
        book.apply(e);
    }

    @EventHandler
    void on(AppealRuled e) {
        book.apply(e);
    }

    @ResetHandler
    void forgetEverything() {
        book.clear();
    }

    /** The tournament's matters as {@link DocketBook#matters} lists them at {@code now}. */
    public List<DocketEntry> matters(String tournamentId, Instant now) {
        return book.matters(tournamentId, now);
    }
}
