package dev.tengen.pairing.mcmahon;

import dev.tengen.pairing.Pairing;
import dev.tengen.pairing.RoundPairing;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.GameRecord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Pairs one round of a McMahon or EGF-style Swiss tournament: the maximum-weight matching of the
 * whole field, whose weights are the sum of the named criteria in {@code dev.tengen.pairing.criteria}.
 */
public final class McMahonPairer {

    private final PairingParameters parameters;
    private final MatchingStrategy strategy;

    public McMahonPairer(PairingParameters parameters) {
        this(parameters, MatchingStrategy.WHOLE_FIELD);
    }

    public McMahonPairer(PairingParameters parameters, MatchingStrategy strategy) {
        this.parameters = Objects.requireNonNull(parameters);
        this.strategy = Objects.requireNonNull(strategy);
    }

    /**
     * @param round the 1-based round to pair
     * @param players every registered player, in the caller's standings order (it breaks ties of
     *     score and rank inside a score group)
     * @param games the games of the earlier rounds
     * @param byes byes of the earlier rounds, and the absences ({@link Bye.Kind#ABSENT},
     *     {@link Bye.Kind#WITHDRAWN}) already known for this round
     */
    public PairingOutcome pair(int round, List<Player> players, List<GameRecord> games, List<Bye> byes) {
        PreparedRound prepared = prepare(round, players, games, byes);
        if (prepared.refusal() != null) {
            return new PairingOutcome.Refused(prepared.refusal());
        }
        Field field = prepared.field();
        int[] mate = strategy == MatchingStrategy.WHOLE_FIELD ? new WholeFieldMatcher(field, prepared.weigher()).match().mate()
                : new ChunkedMatcher(field, prepared.weigher(), strategy, parameters.seedingFor(round)).match();
        return new PairingOutcome.Paired(new RoundPairing(round, new GameSetter(field, parameters).games(mate), prepared.byes()));
    }

    /**
     * What the criteria make of a pairing of the round, however it was made: the quantity the pairer
     * maximises. Empty if the round cannot be paired or if the pairing does not pair exactly the
     * players the pairer would (those present, less the bye).
     */
    public Optional<PairingWeight> weightOf(int round, List<Player> players, List<GameRecord> games, List<Bye> byes,
            RoundPairing pairing) {
        PreparedRound prepared = prepare(round, players, games, byes);
        if (prepared.refusal() != null) {
            return Optional.empty();
        }
        Field field = prepared.field();
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < field.size; i++) {
            index.put(field.players[i].id(), i);
        }
        int[] mate = new int[field.size];
        Arrays.fill(mate, -1);
        for (Pairing game : pairing.games()) {
            Integer black = index.get(game.black());
            Integer white = index.get(game.white());
            if (black == null || white == null || black.equals(white) || mate[black] != -1 || mate[white] != -1) {
                return Optional.empty();
            }
            mate[black] = white;
            mate[white] = black;
        }
        for (int partner : mate) {
            if (partner == -1) {
                return Optional.empty();
            }
        }
        return Optional.of(prepared.weigher().total(mate));
    }

    /**
     * The round as this pairer sees it, for checking a pairing made elsewhere against the same rules: every present
     * player, and the field of those paired, {@code sittingOut} (the pairing byes given) set aside as the pairer sets
     * its bye aside. Empty if the records cannot be read.
     */
    public Optional<RoundAudit> audit(int round, List<Player> players, List<GameRecord> games, List<Bye> byes,
            java.util.Set<String> sittingOut) {
        Map<String, Player> registered = new LinkedHashMap<>();
        players.forEach(player -> registered.putIfAbsent(player.id(), player));
        History.Result read = History.read(round, registered, parameters, games, byes);
        if (round < 1 || read.refused().isPresent()) {
            return Optional.empty();
        }
        History history = read.history();
        List<Player> available = available(players, history);
        Field field = new Field(available.stream().filter(p -> !sittingOut.contains(p.id())).toList(), history, parameters, round);
        return Optional.of(new RoundAudit(available.stream().map(Player::id).toList(), field,
                new EdgeWeigher(field, parameters, round), new GameSetter(field, parameters),
                ByeRule.eligible(available, history).stream().map(Player::id).toList(),
                available.stream().filter(p -> history.hadPairingBye(p.id())).map(Player::id).toList()));
    }

    private static List<Player> available(List<Player> players, History history) {
        List<Player> available = new ArrayList<>();
        for (Player player : players) {
            if (!history.unavailable(player.id())) {
                available.add(player);
            }
        }
        return available;
    }

    /** The players of the round, sorted into the field, with the bye set aside and the weights of their pairs. */
    PreparedRound prepare(int round, List<Player> players, List<GameRecord> games, List<Bye> byes) {
        if (round < 1) {
            return PreparedRound.refused("rounds are numbered from 1");
        }
        Map<String, Player> registered = new LinkedHashMap<>();
        for (Player player : players) {
            if (registered.putIfAbsent(player.id(), player) != null) {
                return PreparedRound.refused("player " + player.id() + " is registered twice");
            }
        }
        History.Result read = History.read(round, registered, parameters, games, byes);
        if (read.refused().isPresent()) {
            return PreparedRound.refused(read.refused().get());
        }
        History history = read.history();
        List<Player> available = available(players, history);
        if (available.size() < 2) {
            return PreparedRound.refused("fewer than two players to pair in round " + round);
        }
        List<String> byeIds = new ArrayList<>();
        if (available.size() % 2 == 1) {
            Player bye = ByeRule.choose(available, history);
            available.remove(bye);
            byeIds.add(bye.id());
        }
        Field field = new Field(available, history, parameters, round);
        return new PreparedRound(field, new EdgeWeigher(field, parameters, round), byeIds, null);
    }
}
