package dev.tengen.arbitration.service.web;


import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tengen.arbitration.service.api.RulingDeadlineMissed;
import dev.tengen.arbitration.service.api.AppealFiled;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class OpenAppealsTest {

    private static final Instant FILED = Instant.parse("2026-05-01T10:00:00Z");
    private static final Instant DUE = FILED.plusSeconds(1800);

    private static AppealFiled filed(String appealId) {
        return new AppealFiled(appealId, "p", "t", "g", 1, 1, FILED, null, null, null, DUE, "lee", FILED);
    }

    @Test
    void anAppealIsOverdueOnlyAfterItsHalfHourAndOnlyUntilTheMissIsRecorded() {
        OpenAppeals open = new OpenAppeals();
        open.on(filed("a-1"));
        assertEquals(List.of(), open.overdue(DUE));
        assertEquals(List.of("a-1"), open.overdue(DUE.plusSeconds(1)));
        open.on(new RulingDeadlineMissed("a-1", "t", DUE, 1, "Incheon 2013 arbitration art. 3.2", "watch", DUE.plusSeconds(60)));
        assertEquals(List.of(), open.overdue(DUE.plusSeconds(3600)));
    }
}
