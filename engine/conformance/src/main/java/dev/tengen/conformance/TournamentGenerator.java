package dev.tengen.conformance;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.TournamentPairer;
import dev.tengen.rank.Rank;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * A random but realistic tournament, paired round by round by Tengen's own pairing ({@link TournamentPairer}) with
 * results drawn from the players' strengths: the random tournament generator FIDE asks of a chess pairing program,
 * for Go's systems. Everything follows from the seed, so a tournament that shows a deviation can be made again.
 */
public final class TournamentGenerator {

    /** The most players a generated tournament has (the largest real McMahon fields are a few thousand). */
    public static final int MOST_PLAYERS = 5000;

    private TournamentGenerator() {}

    /**
     * The tournament of {@code players} entrants over at most {@code rounds} rounds; fewer when the system is decided
     * earlier (a knock-out's final, an Ing winner, a round robin's last round).
     *
     * @throws IllegalArgumentException if there are fewer than two players or more than {@link #MOST_PLAYERS}, or no round
     */
    public static Tournament generate(GeneratedSystem system, int players, int rounds, long seed) {
        if (players < 2 || players > MOST_PLAYERS) {
            throw new IllegalArgumentException("a generated tournament has 2 to " + MOST_PLAYERS + " players, not " + players);
        }
        if (rounds < 1 || rounds > 99) {
            throw new IllegalArgumentException("a generated tournament has 1 to 99 rounds, not " + rounds);
        }
        SplittableRandom random = new SplittableRandom(seed);
        PairingSystem pairing = system.pairing(random);
        boolean handicap = system == GeneratedSystem.MCMAHON ? random.nextBoolean() : false;
        HandicapPolicy policy = handicap ? new HandicapPolicy(random.nextBoolean() ? HandicapPolicy.Basis.MCMAHON_SCORE
                : HandicapPolicy.Basis.RANK, Rank.dan(1), 1, 9) : HandicapPolicy.NONE;
        Optional<String> ruleSet = system == GeneratedSystem.CHINESE_SWISS || system == GeneratedSystem.SWISS_KNOCKOUT
                ? Optional.of("chinese-2002") : Optional.empty();
        Regulations regulations = new Regulations(ruleSet, Optional.empty(), 19, ruleSet.isPresent() ? 7.5 : 6.5, policy, rounds);
        Event event = new Event("Generated " + system.id() + " " + players + "x" + rounds + " seed " + seed,
                "gen-" + system.id() + "-" + seed, LocalDate.of(2026, 1, 1), LocalDate.of(2026, 1, 3), "", "");
        Placement placement = new Placement(system.criteria(), UnplayedRounds.OPENGOTHA_DEFAULT);
        Map<String, Integer> strength = new HashMap<>();
        List<Player> field = RandomField.players(players, rounds, system.absences(), random, strength);
        Tournament tournament = new Tournament(event, regulations, pairing, placement, field, List.of(), List.of());
        boolean forfeits = system == GeneratedSystem.MCMAHON || system == GeneratedSystem.SWISS;
        for (int round = 1; round <= rounds; round++) {
            if (!(TournamentPairer.pair(tournament, round, TournamentStandings::order) instanceof TournamentPairer.Paired paired)) {
                break;
            }
            List<GameRecord> games = new ArrayList<>();
            for (Pairing game : paired.pairing().games()) {
                boolean blackWins = random.nextDouble() < WinningProbability.blackWins(strength.get(game.black()),
                        strength.get(game.white()), game.handicap());
                boolean byForfeit = forfeits && random.nextInt(200) == 0;
                games.add(new GameRecord(round, game.board(), game.black(), game.white(), game.handicap(),
                        blackWins ? Outcome.BLACK_WINS : Outcome.WHITE_WINS, byForfeit));
            }
            int number = round;
            List<Bye> byes = paired.pairing().byes().stream().map(id -> new Bye(number, id, Bye.Kind.PAIRING_BYE)).toList();
            tournament = tournament.withRound(new Round(round, games, byes));
        }
        return tournament;
    }
}
