package dev.tengen.platform.demo;

import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.CastVote;
import dev.tengen.arbitration.service.api.ConveneCommittee;
import dev.tengen.arbitration.service.api.DecideProtest;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.FileAppeal;
import dev.tengen.arbitration.service.api.FileProtest;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.ProtestDecision;
import dev.tengen.arbitration.service.api.RuleOnAppeal;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.Witness;
import dev.tengen.tournament.service.api.PairedGame;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.function.Function;
import org.axonframework.commandhandling.gateway.CommandGateway;

/**
 * The demo's dispute, from the board to the committee's ruling (000 ch. 4): on board 1 of round 1 Black retakes a
 * ko at once and the referee warns him (Incheon 2013 code art. 5.3); Black protests during the game, the Chief
 * Referee rejects the protest, Black appeals on the form with the deposit, and the Arbitration Committee (three
 * members of three countries) meets, votes 2-1 and upholds the warning; the deposit is forfeited.
 */
final class DemoAppeal {

    static final String CHIEF_REFEREE = "Kim Dong-myeon";
    static final String CHIEF_REFEREE_ID = "demo-chief-referee-kim";
    /** The committee: person id, name, role, nationality (000 ch. 4 art. 2.2: three members of three countries). */
    static final String[][] COMMITTEE = {
        {"demo-arb-lee", "Lee Ha-jin", "arbitration-liaison", "KR"},
        {"demo-arb-sato", "Sato Kenji", "arbitrator", "JP"},
        {"demo-arb-chen", "Chen Li", "arbitrator", "CN"}};

    private final CommandGateway commands;
    private final Clock clock;

    DemoAppeal(CommandGateway commands, Clock clock) {
        this.commands = commands;
        this.clock = clock;
    }

    /** Black protests the warning while the game goes on; the Chief Referee rejects it. Answers the decision's time. */
    Instant protest(PairedGame game, Function<String, String> names) {
        String judgment = "Warning for retaking the ko at D4 at once (Incheon 2013 code art. 5.3)";
        commands.sendAndWait(new FileProtest(DemoEvent.PROTEST_ID, DemoEvent.TOURNAMENT_ID, game.gameId(), 1,
                game.board(), names.apply(game.black()), judgment, null, game.black(), now()));
        Instant decided = now();
        commands.sendAndWait(new DecideProtest(DemoEvent.PROTEST_ID, null, ProtestDecision.REJECTED, CHIEF_REFEREE,
                "The game record shows D4 played right after White's capture at C4, with no move between: an"
                        + " immediate retake. The warning stands.", CHIEF_REFEREE_ID, decided));
        return decided;
    }

    /** Black appeals within the quarter hour; the committee meets, votes 2-1 and upholds the warning. */
    void appealAndRuling(PairedGame game, Instant protestDecided, Function<String, String> names) {
        String black = names.apply(game.black());
        String white = names.apply(game.white());
        AppealForm form = new AppealForm(now(), black, black, "KOR", "Team leader Yoon Jae-sung", white, "JPN",
                "Warning for retaking the ko at D4 at once (Incheon 2013 code art. 5.3)",
                List.of(new Witness("Park Min-ho", "Park Min-ho", "+82 10 5555 0101", "KOR")),
                "Board " + game.board(), "Round 1", DemoBoards.REFEREE,
                "I played a ko threat before retaking; the referee did not see it.", "");
        commands.sendAndWait(new FileAppeal(DemoEvent.APPEAL_ID, DemoEvent.PROTEST_ID, DemoEvent.TOURNAMENT_ID,
                game.gameId(), 1, game.board(), ProtestDecision.REJECTED, protestDecided, form,
                new Deposit(new Money(new BigDecimal("500"), "USD"), true), Money.DEFAULT_APPEAL_DEPOSIT, game.black(),
                now()));
        List<String> members = List.of(COMMITTEE[0][0], COMMITTEE[1][0], COMMITTEE[2][0]);
        commands.sendAndWait(new ConveneCommittee(DemoEvent.APPEAL_ID, members, members, COMMITTEE[0][0], now()));
        vote(COMMITTEE[0][0], RulingDecision.UPHOLD, "The record has no move between C4 and D4.");
        vote(COMMITTEE[1][0], RulingDecision.UPHOLD, "Art. 5.3 is clear; the referee applied it.");
        vote(COMMITTEE[2][0], RulingDecision.OVERRULE, "The referee should have asked both players first.");
        commands.sendAndWait(new RuleOnAppeal(DemoEvent.APPEAL_ID, null, List.of(), List.of(), null, null, null,
                "The game record shows D4 retaking the ko immediately after White's capture at C4; no threat was"
                        + " played. The referee's warning under Incheon 2013 code art. 5.3 stands (upheld 2-1).",
                COMMITTEE[0][0], now()));
    }

    private void vote(String member, RulingDecision decision, String opinion) {
        commands.sendAndWait(new CastVote(DemoEvent.APPEAL_ID, member, decision, opinion, member, now()));
    }

    private Instant now() {
        return clock.instant();
    }
}
