package dev.tengen.arbitration.service.web;

import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.ArbitrationRefused;
import dev.tengen.arbitration.service.api.CastVote;
import dev.tengen.arbitration.service.api.CheckRulingDeadline;
import dev.tengen.arbitration.service.api.ConveneCommittee;
import dev.tengen.arbitration.service.api.DecideSanction;
import dev.tengen.arbitration.service.api.RecommendSanction;
import dev.tengen.arbitration.service.api.RecordRefereeReport;
import dev.tengen.arbitration.service.api.RecordTestimony;
import dev.tengen.arbitration.service.api.RulingDecision;
import dev.tengen.arbitration.service.api.Sanction;
import dev.tengen.service.web.problem.Fields;
import dev.tengen.service.web.security.CurrentActor;
import dev.tengen.service.web.problem.UnknownPlayer;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import org.axonframework.commandhandling.gateway.CommandGateway;

/**
 * The Arbitration Committee's work on an appeal for the REST layer (Incheon 2013 arbitration art. 2-3): only the tournament's
 * appointed members sit, vote and read the file before the ruling; the signed-in account is the member.
 */
@ApplicationScoped
public class CommitteeDesk {

    private final CommandGateway commands;
    private final ArbitrationDesk appeals;
    private final Committee committee;
    private final CurrentActor current;
    private final Clock clock;
    private final TournamentFacts tournaments;

    CommitteeDesk(CommandGateway commands, ArbitrationDesk appeals, Committee committee, CurrentActor current,
            Clock clock, TournamentFacts tournaments) {
        this.commands = commands;
        this.appeals = appeals;
        this.committee = committee;
        this.current = current;
        this.clock = clock;
        this.tournaments = tournaments;
    }

    public ArbitrationReceipt recordReport(String appealId, CommitteeRequests.RefereeReport request) {
        appeals.appeal(appealId);
        CommitteeRequests.RefereeReport body = Fields.body(request);
        return receipt(appealId, new RecordRefereeReport(appealId, Fields.optional(body.referee()),
                Fields.optional(body.report()), by(), clock.instant()));
    }

    public ArbitrationReceipt recordTestimony(String appealId, CommitteeRequests.Testimony request) {
        requireMember(appealId, "hear witnesses");
        CommitteeRequests.Testimony body = Fields.body(request);
        return receipt(appealId, new RecordTestimony(appealId, Fields.optional(body.witness()),
                Fields.optional(body.testimony()), by(), clock.instant()));
    }

    public ArbitrationReceipt convene(String appealId, CommitteeRequests.Meeting request) {
        String tournamentId = requireMember(appealId, "convene it");
        committee.requireComplete(tournamentId, appealId);
        return receipt(appealId, new ConveneCommittee(appealId, committee.members(tournamentId),
                Fields.required(Fields.body(request).membersPresent(), "membersPresent"), by(), clock.instant()));
    }

    public ArbitrationReceipt vote(String appealId, CommitteeRequests.Ballot request) {
        requireMember(appealId, "vote");
        CommitteeRequests.Ballot body = Fields.body(request);
        RulingDecision decision = Fields.choice(Fields.required(body.decision(), "decision"), RulingDecision.class,
                "decision");
        return receipt(appealId, new CastVote(appealId, by(), decision, Fields.optional(body.opinion()), by(),
                clock.instant()));
    }

    public ArbitrationReceipt checkDeadline(String appealId) {
        appeals.appeal(appealId);
        return receipt(appealId, new CheckRulingDeadline(appealId, by(), clock.instant()));
    }

    public ArbitrationReceipt recommend(String appealId, CommitteeRequests.Recommendation request) {
        requireMember(appealId, "recommend a sanction");
        CommitteeRequests.Recommendation body = Fields.body(request);
        Sanction sanction = Fields.choice(Fields.required(body.sanction(), "sanction"), Sanction.class, "sanction");
        return receipt(appealId, new RecommendSanction(appealId, Fields.optional(body.against()), sanction,
                Fields.optional(body.reasons()), by(), clock.instant()));
    }

    /**
     * The Technical Delegate's decision on a recommended sanction (Incheon 2013 arbitration art. 2.6): the tournament's appointed
     * Technical Delegate alone decides, or, where the tournament has not appointed one on the platform, whoever holds
     * the technical-delegate role.
     */
    public ArbitrationReceipt decideSanction(String appealId, CommitteeRequests.SanctionDecision request) {
        String tournamentId = appeals.appeal(appealId).tournamentId();
        committee.requireTechnicalDelegate(tournamentId, by(), "decides on the sanctions the committee recommends"
                + " (Incheon 2013 arbitration art. 2.6)");
        CommitteeRequests.SanctionDecision body = Fields.body(request);
        String playerId = Fields.optional(body.playerId()).strip();
        if (!playerId.isEmpty() && !tournaments.registered(tournamentId, playerId)) {
            throw new UnknownPlayer(playerId);
        }
        return receipt(appealId, new DecideSanction(appealId, Fields.required(body.recommendation(), "recommendation"),
                Fields.required(body.accepted(), "accepted"), playerId.isEmpty() ? null : playerId, Fields.optional(body.reasons()), by(),
                clock.instant()));
    }

    /** The committee's file: to its members while the appeal is heard, to everyone once ruled (Incheon 2013 arbitration art. 2.5). */
    public DeliberationView deliberation(String appealId) {
        AppealView appeal = appeals.appeal(appealId);
        DeliberationView file = DeliberationView.of(appealId, appeals.events(appealId));
        if (!file.ruled() && !committee.isMember(appeal.tournamentId(), by())) {
            throw new ArbitrationRefused(ArbitrationRefusal.DELIBERATION_CONFIDENTIAL, "The committee's opinions and"
                    + " votes on appeal " + appealId + " are not final and stay within the Arbitration Committee until"
                    + " it rules (Incheon 2013 arbitration art. 2.5); " + by() + " is not one of its members.");
        }
        return file;
    }

    /** The appeal's tournament, when the signed-in account is on its committee; refused otherwise. */
    private String requireMember(String appealId, String what) {
        String tournamentId = appeals.appeal(appealId).tournamentId();
        if (!committee.isMember(tournamentId, by())) {
            throw new ArbitrationRefused(ArbitrationRefusal.NOT_COMMITTEE_MEMBER, by() + " is not on the Arbitration"
                    + " Committee of this tournament " + committee.members(tournamentId) + ", so may not " + what
                    + " on appeal " + appealId + "; only its appointed members may (Incheon 2013 arbitration art. 2.2, 3.6).");
        }
        return tournamentId;
    }

    private ArbitrationReceipt receipt(String appealId, Object command) {
        long version = commands.sendAndWait(command);
        return ArbitrationReceipt.of(appealId, version);
    }

    private String by() {
        return current.actor().name();
    }
}
