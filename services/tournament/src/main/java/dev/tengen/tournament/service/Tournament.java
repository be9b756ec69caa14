package dev.tengen.tournament.service;

import dev.tengen.tournament.Memberships;
import dev.tengen.tournament.PersonName;
import dev.tengen.tournament.service.api.RoundReportSubmitted;
import dev.tengen.tournament.service.api.SubmitRoundReport;
import static org.axonframework.modelling.command.AggregateLifecycle.apply;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.TournamentPairer;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.rank.Rank;
import dev.tengen.rank.Result;
import dev.tengen.tournament.service.api.AdjustPairing;
import dev.tengen.tournament.service.api.AppointOfficial;
import dev.tengen.tournament.service.api.CommitteeMakeUp;
import dev.tengen.tournament.service.api.CommitteeMakeUpSet;
import dev.tengen.tournament.service.api.SetCommitteeMakeUp;
import dev.tengen.tournament.service.api.ByeGranted;
import dev.tengen.tournament.service.api.CloseTournament;
import dev.tengen.tournament.service.api.ConfigureTournament;
import dev.tengen.tournament.service.api.CreateTournament;
import dev.tengen.tournament.service.api.DescribeEvent;
import dev.tengen.tournament.service.api.DismissOfficial;
import dev.tengen.tournament.service.api.EventDescribed;
import dev.tengen.tournament.service.api.GrantBye;
import dev.tengen.tournament.service.api.OfficialAppointed;
import dev.tengen.tournament.service.api.OfficialDismissed;
import dev.tengen.tournament.service.api.OfficialRoles;
import dev.tengen.tournament.service.api.PairRound;
import dev.tengen.tournament.service.api.PairedGame;
import dev.tengen.tournament.service.api.PairingAdjusted;
import dev.tengen.tournament.service.api.CorrectPairing;
import dev.tengen.tournament.service.api.CorrectionAnswer;
import dev.tengen.tournament.service.api.PairingCorrected;
import dev.tengen.tournament.service.api.PlayerRegistered;
import dev.tengen.tournament.service.api.PlayerWithdrawn;
import dev.tengen.tournament.service.api.PublishRound;
import dev.tengen.tournament.service.api.RecordResult;
import dev.tengen.tournament.service.api.Refusal;
import dev.tengen.tournament.service.api.RegisterPlayer;
import dev.tengen.tournament.service.api.ResultRecorded;
import dev.tengen.tournament.service.api.CorrectResult;
import dev.tengen.tournament.service.api.ResultCorrected;
import dev.tengen.tournament.service.api.RoundBye;
import dev.tengen.tournament.service.api.RoundPaired;
import dev.tengen.tournament.service.api.RoundPublished;
import dev.tengen.tournament.service.api.TournamentClosed;
import dev.tengen.tournament.service.api.TournamentConfigured;
import dev.tengen.tournament.service.api.TournamentCreated;
import dev.tengen.tournament.service.api.TournamentRefused;
import dev.tengen.tournament.service.api.WithdrawPlayer;
import dev.tengen.tournament.service.api.CheckIn;
import dev.tengen.tournament.service.api.ExportTournament;
import dev.tengen.tournament.service.api.PlayerCheckedIn;
import dev.tengen.tournament.service.api.PlayerMarkedAbsent;
import dev.tengen.tournament.service.api.RegisterPlayers;
import dev.tengen.tournament.service.api.RegistrationRefused;
import dev.tengen.tournament.service.api.Settings;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.axonframework.commandhandling.CommandHandler;
import org.axonframework.eventsourcing.EventSourcingHandler;
import org.axonframework.modelling.command.AggregateIdentifier;
import org.axonframework.modelling.command.AggregateLifecycle;

/**
 * A tournament, event-sourced: it decides in its command handlers and changes only in its event-sourcing
 * handlers. It keeps just what its decisions need; the lists people read are projections.
 *
 * <p>Command handlers other than creation return the tournament's version after the change (the sequence
 * number of its last event), which callers use as an ETag.
 */
public class Tournament {

    @AggregateIdentifier
    private String tournamentId;

    private String name;
    private Instant createdAt;
    private Settings settings;
    private boolean closed;

    /** Registered players in registration order: the order is their drawn number in the engine's systems. */
    private final Map<String, Entrant> entrants = new LinkedHashMap<>();
    private final Map<String, Official> officials = new LinkedHashMap<>();
    private CommitteeMakeUp committee = CommitteeMakeUp.DEFAULT;
    private final Map<Integer, PlayRound> rounds = new TreeMap<>();
    /** The decisions already applied to results ({@link CorrectResult#source()}). */
    private final Set<String> corrections = new HashSet<>();

    /** Axon rebuilds the tournament from its events into this empty instance. */
    protected Tournament() {
    }

    @CommandHandler
    public Tournament(CreateTournament command) {
        requireName(command.name(), Refusal.TOURNAMENT_NAME_BLANK, "A tournament needs a name");
        apply(new TournamentCreated(command.tournamentId(), command.name().strip(), command.by(), command.at()));
    }

    @CommandHandler
    public long handle(ConfigureTournament command) {
        requireOpen();
        if (lastPublishedRound() > 0) {
            throw refuse(Refusal.CONFIGURATION_LOCKED, "Round " + lastPublishedRound()
                    + " is published; the configuration it was paired under cannot change any more.");
        }
        apply(ConfigurationCheck.judge(command));
        return AggregateLifecycle.getVersion();
    }

    /** Dates, venue and organizer change nothing the tournament decides: it checks them and records them. */
    @CommandHandler
    public long handle(DescribeEvent command) {
        apply(new EventDescribed(tournamentId, EventDescription.of(command), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(RegisterPlayer command) {
        requireOpen();
        Entrant entrant = admitted(command, entrants);
        apply(registered(command, entrant));
        return AggregateLifecycle.getVersion();
    }

    /** All or none: every row judged as one registration is, against those before it; every fault listed. */
    @CommandHandler
    public long handle(RegisterPlayers command) {
        requireOpen();
        if (command.rows().isEmpty()) {
            throw refuse(Refusal.IMPORT_EMPTY, "The import names no player.");
        }
        Map<String, Entrant> admitted = new LinkedHashMap<>(entrants);
        Map<Entrant, Integer> lines = new LinkedHashMap<>();
        List<PlayerRegistered> registrations = new ArrayList<>();
        List<RegistrationRefused.RowFault> faults = new ArrayList<>();
        for (RegisterPlayers.Row row : command.rows()) {
            RegisterPlayer one = row.command(tournamentId, command.by(), command.at());
            try {
                Entrant entrant = admitted(one, entrants);
                lines.entrySet().stream().filter(earlier -> earlier.getKey().isSamePersonAs(entrant)).findFirst()
                        .ifPresent(earlier -> {
                            throw refuse(Refusal.PLAYER_ALREADY_REGISTERED, entrant.describe() + " is also on line "
                                    + earlier.getValue() + " of this import.");
                        });
                if (admitted.containsKey(one.playerId())) {
                    throw refuse(Refusal.PLAYER_ALREADY_REGISTERED, "Player id " + one.playerId() + " is given twice.");
                }
                admitted.put(one.playerId(), entrant);
                lines.put(entrant, row.line());
                registrations.add(registered(one, entrant));
            } catch (TournamentRefused refused) {
                faults.add(new RegistrationRefused.RowFault(row.line(), refused.code(), refused.refusal().field(),
                        refused.getMessage()));
            }
        }
        if (!faults.isEmpty()) {
            throw new RegistrationRefused(faults);
        }
        if (!command.dryRun()) {
            registrations.forEach(AggregateLifecycle::apply);
        }
        return AggregateLifecycle.getVersion();
    }

    /** The player as the tournament keeps them, or the refusal: a blank name, a rank that is none, a second entry. */
    private static Entrant admitted(RegisterPlayer command, Map<String, Entrant> registered) {
        requireName(command.name(), Refusal.PLAYER_NAME_BLANK, "A player needs a name");
        requireOneLine(command.club(), Refusal.PLAYER_CLUB_INVALID, "club");
        requireOneLine(command.country(), Refusal.PLAYER_COUNTRY_INVALID, "country");
        requireCountryCode(command.country());
        Memberships.fault(command.memberships()).ifPresent(why -> {
            throw refuse(Refusal.MEMBERSHIP_INVALID, why);
        });
        Rank rank = switch (Rank.parse(command.rank().strip())) {
            case Result.Ok<Rank> ok -> ok.value();
            case Result.Refused<Rank> refused -> throw refuse(Refusal.RANK_MALFORMED, asSentence(refused.reason()));
        };
        int correction = command.mcMahonCorrection() == null ? 0 : command.mcMahonCorrection();
        if (correction < -1 || correction > 2) {
            // OpenGotha's range for a start-score correction (PlacementParameterSet.PLA_SMMS_CORR_MIN, _MAX)
            throw refuse(Refusal.MCMAHON_CORRECTION_INVALID, "A correction of the McMahon start score lies in -1..2, not "
                    + correction + ".");
        }
        Entrant entrant = new Entrant(command.name().strip(), command.club().strip(), rank.notation(),
                command.country().strip(), 0, Set.of(), correction);
        if (registered.containsKey(command.playerId())) {
            throw refuse(Refusal.PLAYER_ALREADY_REGISTERED,
                    "Player " + command.playerId() + " is already registered in this tournament.");
        }
        registered.entrySet().stream()
                .filter(other -> other.getValue().isSamePersonAs(entrant))
                .findFirst()
                .ifPresent(other -> {
                    throw refuse(Refusal.PLAYER_ALREADY_REGISTERED, other.getValue().describe()
                            + " is already registered in this tournament, as player " + other.getKey() + ".");
                });
        return entrant;
    }

    private PlayerRegistered registered(RegisterPlayer command, Entrant entrant) {
        return new PlayerRegistered(tournamentId, command.playerId(), entrant.name(), entrant.rank(), entrant.club(),
                entrant.country(), command.by(), command.at(), command.mcMahonCorrection() == null ? null
                        : entrant.mcMahonCorrection(), stripped(command.memberships()));
    }

    /** The ids as kept: without the blanks around them ({@link Memberships#fault} judged them so). */
    private static Map<String, String> stripped(Map<String, String> memberships) {
        Map<String, String> kept = new java.util.TreeMap<>();
        memberships.forEach((body, id) -> kept.put(body, id.strip()));
        return kept;
    }

    /** The roll call of a round not yet published: one event per player named. */
    @CommandHandler
    public long handle(CheckIn command) {
        requireOpen();
        Set<String> both = new HashSet<>(command.present());
        both.retainAll(command.absent());
        if (command.present().isEmpty() && command.absent().isEmpty() || !both.isEmpty()) {
            throw refuse(Refusal.CHECK_IN_INVALID, both.isEmpty() ? "A roll call names at least one player."
                    : "A player is either present or absent, not both: " + String.join(", ", both) + ".");
        }
        requireScheduled(command.round());
        PlayRound round = rounds.get(command.round());
        if (round != null && round.published) {
            throw refuse(Refusal.ROUND_ALREADY_PUBLISHED, "Round " + command.round()
                    + " is published; the roll call is taken before the pairing is final.");
        }
        for (String playerId : java.util.stream.Stream.concat(command.present().stream(), command.absent().stream()).toList()) {
            Entrant entrant = entrants.get(playerId);
            if (entrant == null) {
                throw refuse(Refusal.PLAYER_NOT_FOUND, "No player " + playerId + " is registered in this tournament.");
            }
            if (entrant.withdrawn()) {
                throw refuse(Refusal.PLAYER_ALREADY_WITHDRAWN, entrant.describe()
                        + " has withdrawn from this tournament and is not paired any more (Chinese 2002 art. 28.3).");
            }
        }
        command.present().forEach(player -> apply(new PlayerCheckedIn(tournamentId, player, command.round(), command.by(),
                command.at())));
        command.absent().forEach(player -> apply(new PlayerMarkedAbsent(tournamentId, player, command.round(),
                command.by(), command.at())));
        return AggregateLifecycle.getVersion();
    }

    /** The tournament as the engine's model, published rounds and results included; nothing changes. */
    @CommandHandler
    public dev.tengen.tournament.Tournament handle(ExportTournament command) {
        if (settings == null) {
            throw refuse(Refusal.TOURNAMENT_NOT_CONFIGURED, "The tournament is not configured yet: no rules to export.");
        }
        return TournamentModel.of(name, createdAt, settings, entrants, publishedRounds(Integer.MAX_VALUE));
    }

    @CommandHandler
    public long handle(WithdrawPlayer command) {
        Entrant entrant = entrants.get(command.playerId());
        if (entrant == null) {
            throw refuse(Refusal.PLAYER_NOT_FOUND,
                    "No player " + command.playerId() + " is registered in this tournament.");
        }
        if (entrant.withdrawn()) {
            // Chinese 2002 art. 28: a withdrawal is final for the tournament; there is nothing left to withdraw from.
            throw refuse(Refusal.PLAYER_ALREADY_WITHDRAWN,
                    entrant.describe() + " has already withdrawn from this tournament (Chinese 2002 art. 28).");
        }
        apply(new PlayerWithdrawn(tournamentId, command.playerId(), command.reason().strip(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(AppointOfficial command) {
        requireOpen();
        requireName(command.name(), Refusal.OFFICIAL_NAME_BLANK, "An official needs a name");
        String role = OfficialRoles.NAMES.stream()
                .filter(known -> known.equalsIgnoreCase(command.role().strip()))
                .findFirst()
                .orElseThrow(() -> refuse(Refusal.UNKNOWN_OFFICIAL_ROLE, "'" + command.role()
                        + "' is not an office of the tournament; choose one of " + String.join(", ", OfficialRoles.NAMES)
                        + " (Incheon 2013 duties)."));
        Official held = officials.get(command.personId());
        if (held != null) {
            throw refuse(Refusal.OFFICIAL_ALREADY_APPOINTED, held.name() + " (" + command.personId()
                    + ") is already appointed as " + held.role() + "; dismiss the appointment first.");
        }
        if (OfficialRoles.SINGLE.contains(role)) {
            officials.values().stream().filter(official -> official.role().equals(role)).findFirst().ifPresent(official -> {
                throw refuse(Refusal.OFFICE_TAKEN, official.name() + " is already the " + role
                        + " of this tournament, an office one person holds (Incheon 2013 duties); dismiss first.");
            });
        }
        if (OfficialRoles.COMMITTEE.contains(role)) {
            List<Official> members = committeeMembers();
            if (members.size() >= committee.size()) {
                throw refuse(Refusal.COMMITTEE_FULL, "The Arbitration Committee has its " + committee.size()
                        + " members (" + String.join(", ", members.stream().map(Official::name).toList())
                        + "); dismiss one before appointing " + command.name().strip() + " (Incheon 2013 arbitration art. 2.2).");
            }
            seat(committee, members, command.name().strip(), command.nationality()).ifPresent(why -> {
                throw refuse(Refusal.COMMITTEE_NATIONALITY_NOT_ALLOWED, why);
            });
        }
        apply(new OfficialAppointed(tournamentId, command.personId(), role, command.name().strip(),
                command.nationality().strip(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(SetCommitteeMakeUp command) {
        requireOpen();
        int size = command.size() == null ? CommitteeMakeUp.DEFAULT_SIZE : command.size();
        if (size < CommitteeMakeUp.MIN_SIZE) {
            throw refuse(Refusal.COMMITTEE_SIZE_INVALID, "The Arbitration Committee meets with at least "
                    + CommitteeMakeUp.MIN_SIZE + " members present (Incheon 2013 arbitration art. 3.6), so it has at least "
                    + CommitteeMakeUp.MIN_SIZE + "; " + size + " is too few.");
        }
        CommitteeMakeUp wanted = new CommitteeMakeUp(size, command.nationalities());
        if (wanted.oneMemberPerCountry() && wanted.nationalities().size() < size) {
            throw refuse(Refusal.COMMITTEE_NATIONALITIES_TOO_FEW, "Each of the " + size + " members comes from a"
                    + " different one of the countries named (Incheon 2013 arbitration art. 2.2: \"respectively\"), so name at least "
                    + size + "; " + wanted.nationalities() + " are " + wanted.nationalities().size() + ".");
        }
        List<Official> members = committeeMembers();
        if (members.size() > size) {
            throw refuse(Refusal.COMMITTEE_MAKE_UP_UNMET, members.size() + " members are appointed to the Arbitration"
                    + " Committee, more than " + size + "; dismiss some first.");
        }
        List<Official> seated = new ArrayList<>();
        for (Official member : members) {
            Optional<String> misfit = seat(wanted, seated, member.name(), member.nationality());
            if (misfit.isPresent()) {
                throw refuse(Refusal.COMMITTEE_MAKE_UP_UNMET, misfit.get() + " Dismiss first, or name the countries"
                        + " so that the committee appointed fits.");
            }
            seated.add(member);
        }
        apply(new CommitteeMakeUpSet(tournamentId, size, wanted.nationalities(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(DismissOfficial command) {
        Official official = officials.get(command.personId());
        if (official == null) {
            throw refuse(Refusal.OFFICIAL_NOT_FOUND, "No official " + command.personId() + " is appointed in this tournament.");
        }
        apply(new OfficialDismissed(tournamentId, command.personId(), official.role(), official.name(),
                command.reason().strip(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(PairRound command) {
        requireOpen();
        int round = command.round();
        requirePairable(round);
        dev.tengen.tournament.Tournament model = TournamentModel.of(name, createdAt, settings, entrants, publishedRounds(round));
        TournamentPairer.Paired paired = switch (TournamentPairer.pair(model, round, TournamentStandings::order)) {
            case TournamentPairer.Paired ok -> ok;
            case TournamentPairer.Refused refused -> throw refuse(Refusal.ROUND_NOT_PAIRABLE,
                    "Round " + round + " cannot be paired: " + refused.reason() + ".");
        };
        List<PairedGame> games = new ArrayList<>();
        for (Pairing game : paired.pairing().games()) {
            games.add(new PairedGame(game.board(), PairedGame.gameId(tournamentId, round, game.board()), game.black(),
                    game.white(), game.handicap(), game.compensation().orElse(settings.komiFor(game.handicap()))));
        }
        List<RoundBye> byes = new ArrayList<>();
        for (String player : paired.pairing().byes()) {
            byes.add(new RoundBye(player, RoundBye.PAIRING_BYE, "the field is odd: nobody left to pair with"));
        }
        paired.notPaired().forEach((player, reason) -> byes.add(new RoundBye(player, byeKind(player, round), reason)));
        apply(new RoundPaired(tournamentId, round, settings.pairingSystem(), games, byes, paired.notes(), command.by(),
                command.at()));
        return AggregateLifecycle.getVersion();
    }

    /**
     * Boards set by hand in an unpublished round; with {@code replace}, the director's own pairing of the whole round,
     * which may be the round's first: it is recorded as the round's pairing.
     */
    @CommandHandler
    public long handle(AdjustPairing command) {
        requireOpen();
        PlayRound round = rounds.get(command.round());
        if (round == null && command.replace()) {
            requirePairable(command.round());
        } else {
            round = unpublished(command.round());
        }
        requireText(command.reason(), Refusal.ADJUSTMENT_REASON_BLANK,
                "A pairing changed by hand needs a reason, for the players and the audit.");
        if (command.changes().isEmpty()) {
            throw refuse(Refusal.ADJUSTMENT_EMPTY, "An adjustment changes at least one board.");
        }
        PairingByHand hand = PairingByHand.of(tournamentId, command, round == null ? List.of() : round.games,
                round == null ? List.of() : round.byes, entrants, settings);
        String reason = command.reason().strip();
        if (round == null) {
            apply(new RoundPaired(tournamentId, command.round(), settings.pairingSystem(), hand.games(), hand.byes(),
                    List.of("Paired by the director: " + reason), command.by(), command.at()));
        } else {
            apply(new PairingAdjusted(tournamentId, command.round(), command.changes(), reason, hand.games(), hand.byes(),
                    command.by(), command.at()));
        }
        return AggregateLifecycle.getVersion();
    }

    /**
     * The Technical Delegate corrects a published round, with the reason: boards without a result may change, a
     * changed board's game is void and the board gets a new game. A preview answers without recording.
     */
    @CommandHandler
    public CorrectionAnswer handle(CorrectPairing command) {
        requireOpen();
        PlayRound round = rounds.get(command.round());
        if (round == null || !round.published) {
            throw refuse(Refusal.ROUND_NOT_PUBLISHED, "Round " + command.round() + " is not published; its draft is"
                    + " changed by an adjustment, without a correction.");
        }
        requireText(command.reason(), Refusal.ADJUSTMENT_REASON_BLANK,
                "A correction of a published pairing needs a reason, for the players and the audit.");
        if (command.changes().isEmpty() && command.byes().isEmpty()) {
            throw refuse(Refusal.ADJUSTMENT_EMPTY, "A correction changes at least one board or bye.");
        }
        PairingByHand hand = PairingByHand.of(tournamentId, command.asAdjustment(), round.games, round.byes, entrants,
                settings);
        int number = round.corrections + 1;
        PairingCorrection correction = PairingCorrection.of(number, round, hand);
        if (!command.preview()) {
            apply(new PairingCorrected(tournamentId, round.number, number, command.changes(), command.reason().strip(),
                    correction.games(), correction.byes(), correction.voided(), correction.started(), settings.ruleSet(),
                    settings.competitionCode(), settings.boardSize(), settings.timeControl(), command.by(), command.at()));
        }
        return new CorrectionAnswer(AggregateLifecycle.getVersion(), number, correction.voided(), correction.started());
    }

    @CommandHandler
    public long handle(PublishRound command) {
        requireOpen();
        PlayRound round = unpublished(command.round());
        for (PairedGame game : round.games) {
            for (String player : List.of(game.black(), game.white())) {
                Entrant entrant = entrants.get(player);
                if (!entrant.playsIn(round.number)) {
                    throw refuse(Refusal.PLAYER_NOT_AVAILABLE, entrant.describe() + " is paired on board " + game.board()
                            + " of round " + round.number + " but " + entrant.unavailability(round.number)
                            + "; pair the round again or adjust the board.");
                }
            }
        }
        apply(new RoundPublished(tournamentId, round.number, settings.ruleSet(), settings.competitionCode(),
                settings.boardSize(), round.games, round.byes, command.by(), command.at(), settings.timeControl()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(RecordResult command) {
        PlayRound round = rounds.get(command.round());
        if (round == null || !round.published) {
            throw refuse(Refusal.ROUND_NOT_PUBLISHED, "Round " + command.round()
                    + " is not published; a result belongs to a board of a published round.");
        }
        PairedGame game = round.board(command.board()).orElseThrow(() -> refuse(Refusal.BOARD_NOT_FOUND,
                "Round " + command.round() + " has no board " + command.board() + "."));
        if (!game.black().equals(command.black()) || !game.white().equals(command.white())) {
            throw refuse(Refusal.RESULT_PLAYERS_MISMATCH, "Board " + game.board() + " of round " + round.number + " is "
                    + game.black() + " (Black) against " + game.white() + " (White), not " + command.black() + " against "
                    + command.white() + ".");
        }
        if (!game.gameId().equals(command.gameId())) {
            throw refuse(Refusal.RESULT_GAME_MISMATCH, "Board " + game.board() + " of round " + round.number + " is played"
                    + " in game " + game.gameId() + ", not " + command.gameId() + " (voided by a correction of the pairing).");
        }
        ResultRecorded recorded = round.results.get(game.board());
        if (recorded != null) {
            if (recorded.outcome() == command.outcome() && recorded.byForfeit() == command.byForfeit()
                    && recorded.result().equals(command.result())) {
                return AggregateLifecycle.getVersion(); // the same confirmation again: already recorded
            }
            throw refuse(Refusal.RESULT_ALREADY_RECORDED, "Board " + game.board() + " of round " + round.number
                    + " already has the result " + recorded.result() + "; a change is the Technical Delegate's correction"
                    + " with its reason, or an arbitration ruling.");
        }
        apply(new ResultRecorded(tournamentId, round.number, game.board(), command.gameId(), game.black(), game.white(),
                command.outcome(), command.byForfeit(), command.result(), command.reason(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(CorrectResult command) {
        if (corrections.contains(command.source())) {
            return AggregateLifecycle.getVersion(); // this decision was applied: a replayed ruling changes nothing
        }
        PlayRound round = rounds.get(command.round());
        if (round == null || !round.published) {
            throw refuse(Refusal.ROUND_NOT_PUBLISHED, "Round " + command.round()
                    + " is not published; only a board of a published round has a result to change.");
        }
        PairedGame game = round.board(command.board()).orElseThrow(() -> refuse(Refusal.BOARD_NOT_FOUND,
                "Round " + command.round() + " has no board " + command.board() + "."));
        ResultRecorded before = round.results.get(game.board());
        List<Integer> laterRoundsPaired = rounds.keySet().stream().filter(number -> number > round.number).toList();
        apply(new ResultCorrected(tournamentId, round.number, game.board(), game.gameId(), game.black(), game.white(),
                before == null ? null : before.outcome(), before == null ? null : before.result(), command.outcome(),
                command.byForfeit(), command.result(), command.reason(), command.source(), laterRoundsPaired,
                command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(SubmitRoundReport command) {
        PlayRound round = rounds.get(command.round());
        if (round == null || !round.published) {
            throw refuse(Refusal.ROUND_NOT_PUBLISHED, "Round " + command.round()
                    + " is not published; a referee reports on a round that was played.");
        }
        requireText(command.text(), Refusal.REPORT_BLANK, "A sum-up report needs its text.");
        Official official = officials.get(command.by());
        if (official == null || !List.of(OfficialRoles.REFEREE, OfficialRoles.CHIEF_REFEREE).contains(official.role())) {
            throw refuse(Refusal.NOT_A_REFEREE_HERE, command.by() + " is not a referee appointed in this tournament"
                    + (official == null ? "" : " (" + official.name() + " is its " + official.role() + ")")
                    + "; the referees appointed by the Technical Delegate write the round reports (Incheon 2013 duties art. 3.8).");
        }
        apply(new RoundReportSubmitted(tournamentId, round.number, command.by(), official.name(), official.role(),
                command.text().strip(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(GrantBye command) {
        requireOpen();
        Entrant entrant = entrants.get(command.playerId());
        if (entrant == null) {
            throw refuse(Refusal.PLAYER_NOT_FOUND, "No player " + command.playerId() + " is registered in this tournament.");
        }
        if (entrant.withdrawn()) {
            throw refuse(Refusal.PLAYER_ALREADY_WITHDRAWN, entrant.describe()
                    + " has withdrawn from this tournament and is not paired any more (Chinese 2002 art. 28.3).");
        }
        requireScheduled(command.round());
        PlayRound round = rounds.get(command.round());
        if (round != null && round.published) {
            throw refuse(Refusal.ROUND_ALREADY_PUBLISHED, "Round " + command.round()
                    + " is published; an absence is asked for before the pairing is final.");
        }
        if (entrant.absentRounds().contains(command.round())) {
            throw refuse(Refusal.BYE_ALREADY_GRANTED, entrant.describe() + " already has a bye in round " + command.round() + ".");
        }
        apply(new ByeGranted(tournamentId, command.playerId(), command.round(), command.reason().strip(), command.by(),
                command.at()));
        return AggregateLifecycle.getVersion();
    }

    @CommandHandler
    public long handle(CloseTournament command) {
        requireOpen();
        for (PlayRound round : rounds.values()) {
            if (round.published && !round.isComplete()) {
                throw refuse(Refusal.GAMES_UNFINISHED, "Round " + round.number + " has no result yet on board"
                        + (round.unfinishedBoards().size() == 1 ? " " : "s ") + round.unfinishedBoards().stream()
                                .map(String::valueOf).collect(java.util.stream.Collectors.joining(", "))
                        + "; the tournament closes when every game is finished.");
            }
        }
        apply(new TournamentClosed(tournamentId, lastPublishedRound(), command.by(), command.at()));
        return AggregateLifecycle.getVersion();
    }

    @EventSourcingHandler
    void on(TournamentCreated event) {
        tournamentId = event.tournamentId();
        name = event.name();
        createdAt = event.at();
    }

    @EventSourcingHandler
    void on(TournamentConfigured event) {
        settings = Settings.of(event);
    }

    @EventSourcingHandler
    void on(PlayerRegistered event) {
        entrants.put(event.playerId(), new Entrant(event.name(), event.club(), event.rank(), event.country(), 0, Set.of(),
                event.correction()));
    }

    /** The player is not paired from the round after the last published one (Chinese 2002 art. 28.3). */
    @EventSourcingHandler
    void on(PlayerWithdrawn event) {
        entrants.computeIfPresent(event.playerId(), (id, entrant) -> entrant.withdrawFrom(lastPublishedRound() + 1));
    }

    @EventSourcingHandler
    void on(CommitteeMakeUpSet event) {
        committee = event.makeUp();
    }

    @EventSourcingHandler
    void on(OfficialAppointed event) {
        officials.put(event.personId(), new Official(event.role(), event.name(), event.nationality()));
    }

    @EventSourcingHandler
    void on(OfficialDismissed event) {
        officials.remove(event.personId());
    }

    @EventSourcingHandler
    void on(RoundPaired event) {
        rounds.put(event.round(), new PlayRound(event.round(), event.games(), event.byes()));
    }

    @EventSourcingHandler
    void on(PairingAdjusted event) {
        PlayRound round = rounds.get(event.round());
        round.games = List.copyOf(event.games());
        round.byes = List.copyOf(event.byes());
    }

    @EventSourcingHandler
    void on(PairingCorrected event) {
        PlayRound round = rounds.get(event.round());
        round.games = List.copyOf(event.games());
        round.byes = List.copyOf(event.byes());
        round.corrections = event.correction();
    }

    @EventSourcingHandler
    void on(RoundPublished event) {
        PlayRound round = rounds.get(event.round());
        round.games = List.copyOf(event.games());
        round.byes = List.copyOf(event.byes());
        round.published = true;
    }

    @EventSourcingHandler
    void on(ResultRecorded event) {
        rounds.get(event.round()).results.put(event.board(), event);
    }

    @EventSourcingHandler
    void on(ResultCorrected event) {
        rounds.get(event.round()).results.put(event.board(), event.asRecorded());
        corrections.add(event.source());
    }

    @EventSourcingHandler
    void on(ByeGranted event) {
        entrants.computeIfPresent(event.playerId(), (id, entrant) -> entrant.absentIn(event.round()));
    }

    @EventSourcingHandler
    void on(PlayerCheckedIn event) {
        entrants.computeIfPresent(event.playerId(), (id, entrant) -> entrant.presentIn(event.round()));
    }

    @EventSourcingHandler
    void on(PlayerMarkedAbsent event) {
        entrants.computeIfPresent(event.playerId(), (id, entrant) -> entrant.absentIn(event.round()));
    }

    @EventSourcingHandler
    void on(TournamentClosed event) {
        closed = true;
    }

    private void requireOpen() {
        if (closed) {
            throw refuse(Refusal.TOURNAMENT_CLOSED, "The tournament is closed; nothing changes it any more.");
        }
    }

    /** Configured, within the scheduled rounds, the previous round complete, this one not published. */
    private void requirePairable(int round) {
        if (settings == null) {
            throw refuse(Refusal.TOURNAMENT_NOT_CONFIGURED, "The tournament is not configured yet: no pairing system to pair with.");
        }
        if (round < 1 || round > settings.rounds()) {
            throw refuse(Refusal.ROUND_OUT_OF_RANGE, "The tournament is configured for rounds 1 to " + settings.rounds()
                    + "; there is no round " + round + ".");
        }
        if (round > 1) {
            PlayRound previous = rounds.get(round - 1);
            if (previous == null || !previous.published) {
                throw refuse(Refusal.PREVIOUS_ROUND_INCOMPLETE, "Round " + (round - 1)
                        + " is not published yet; round " + round + " is paired from its results.");
            }
            if (!previous.isComplete()) {
                throw refuse(Refusal.PREVIOUS_ROUND_INCOMPLETE, "Round " + (round - 1) + " has no result yet on boards "
                        + previous.unfinishedBoards() + "; round " + round + " is paired from its results.");
            }
        }
        PlayRound existing = rounds.get(round);
        if (existing != null && existing.published) {
            throw refuse(Refusal.ROUND_ALREADY_PUBLISHED, "Round " + round + " is published; its pairing is final.");
        }
    }

    /** A round the tournament will play: 1 to the configured number, any positive number before configuration. */
    private void requireScheduled(int round) {
        int scheduled = settings == null ? Integer.MAX_VALUE : settings.rounds();
        if (round < 1 || round > scheduled) {
            throw refuse(Refusal.ROUND_OUT_OF_RANGE, "The tournament has rounds 1 to " + scheduled + "; there is no round "
                    + round + ".");
        }
    }

    private PlayRound unpublished(int number) {
        PlayRound round = rounds.get(number);
        if (round == null) {
            throw refuse(Refusal.ROUND_NOT_PAIRED, "Round " + number + " is not paired yet.");
        }
        if (round.published) {
            throw refuse(Refusal.ROUND_ALREADY_PUBLISHED, "Round " + number + " is published; its pairing is final.");
        }
        return round;
    }

    private List<PlayRound> publishedRounds(int before) {
        return rounds.values().stream().filter(round -> round.published && round.number < before).toList();
    }

    private int lastPublishedRound() {
        return rounds.values().stream().filter(round -> round.published).mapToInt(round -> round.number).max().orElse(0);
    }

    private String byeKind(String playerId, int round) {
        Entrant entrant = entrants.get(playerId);
        return entrant == null ? RoundBye.NOT_PAIRED : entrant.byeKind(round);
    }

    private static void requireText(String text, Refusal refusal, String sentence) {
        if (text.isBlank()) {
            throw refuse(refusal, sentence);
        }
    }

    /**
     * A name that shows on a printed list ({@link PersonName#readable}): not blank, invisible or control characters;
     * and that reads as the letters it holds: no hidden character ({@link PersonName#firstHidden}), such as a bidi
     * override that turns "Lee Sedol" into another name on the standings, or a zero-width space that makes a second
     * "Lee Sedol" of another spelling.
     */
    static void requireName(String text, Refusal refusal, String sentence) {
        if (!PersonName.readable(text)) {
            throw refuse(refusal, sentence + " that shows: letters or digits, not only blanks, invisible or control characters.");
        }
        requireNoHidden(text, Refusal.NAME_HIDDEN_CHARACTER, "The name");
    }

    /**
     * {@code what} ("The name", "A player's club", "The venue") refused for its first hidden character, named and
     * placed.
     */
    static void requireNoHidden(String text, Refusal refusal, String what) {
        PersonName.firstHiddenPlaced(text).ifPresent(placed -> {
            throw refuse(refusal, what + " holds " + placed + ", which no one sees on a list and which makes the text"
                    + " read as other than its letters: type it again as it is printed.");
        });
    }

    /**
     * A club or a country on one line, without control characters: the h9, tou and CSV files sent to the federations
     * hold a player a line, so a line break in a club ("Seoul\nZZ Fake 9d KR") would write a player who is not there.
     */
    private static void requireOneLine(String text, Refusal refusal, String what) {
        if (text == null) {
            return;
        }
        PersonName.firstControl(text).ifPresent(at -> {
            throw refuse(refusal, "A player's " + what + " is one line of text: it holds the control character "
                    + String.format(java.util.Locale.ROOT, "U+%04X", at) + (at == '\n' || at == '\r' ? " (a line break)"
                            : at == '\t' ? " (a tab)" : "") + ".");
        });
        requireNoHidden(text, refusal, "A player's " + what);
    }

    /**
     * A player's country is a code of two or three letters, as the federations' files write it (ISO 3166-1 "FR", the
     * EGD's own "UK"; OpenGotha files have "Fr" too), or none: an emoji flag, an invisible character or a word would
     * go as it is into the h9, tou and CSV files sent to the federations.
     */
    private static void requireCountryCode(String country) {
        if (country != null && !country.isBlank() && !COUNTRY_CODE.matcher(country.strip()).matches()) {
            throw refuse(Refusal.PLAYER_COUNTRY_INVALID, "A player's country is written as its code: two letters such as"
                    + " FR, KR, CN or JP (three for a federation's own code), and nothing else.");
        }
    }

    private static final Pattern COUNTRY_CODE = Pattern.compile("[A-Za-z]{2,3}");

    /** The engine's reasons start in lower case, to be embedded; a refusal is read on its own. */
    private static String asSentence(String reason) {
        return Character.toUpperCase(reason.charAt(0)) + reason.substring(1);
    }

    /** The members of the Arbitration Committee in office, the liaison included, in order of appointment. */
    private List<Official> committeeMembers() {
        return officials.values().stream().filter(official -> OfficialRoles.COMMITTEE.contains(official.role())).toList();
    }

    /**
     * Why a person of this nationality cannot sit beside {@code members} on a committee made up so, or empty when
     * they can (Incheon 2013 arbitration art. 2.2).
     */
    private static Optional<String> seat(CommitteeMakeUp makeUp, List<Official> members, String name,
            String nationality) {
        String country = CommitteeMakeUp.country(nationality);
        if (!makeUp.admits(country)) {
            return Optional.of(name + (country.isEmpty() ? " has no nationality given" : " is of " + country)
                    + ", but the Arbitration Committee's members come from " + String.join(", ", makeUp.nationalities())
                    + " (Incheon 2013 arbitration art. 2.2).");
        }
        if (makeUp.oneMemberPerCountry()) {
            for (Official member : members) {
                if (CommitteeMakeUp.country(member.nationality()).equals(country)) {
                    return Optional.of(member.name() + " already represents " + country + " on the Arbitration"
                            + " Committee, whose members come from " + String.join(", ", makeUp.nationalities())
                            + " respectively, one each (Incheon 2013 arbitration art. 2.2).");
                }
            }
        }
        return Optional.empty();
    }

    private static TournamentRefused refuse(Refusal refusal, String sentence) {
        return new TournamentRefused(refusal, sentence);
    }
}
