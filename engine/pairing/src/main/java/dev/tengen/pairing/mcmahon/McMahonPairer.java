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
import java.util.Set;

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
     * Why {@code first} and {@code second} would meet in the round: their pair's weight as the matching weighs it,
     * criterion by criterion, whether or not the pairing pairs them (a director weighing a swap asks about pairs
     * the pairing does not have).
     *
     * @param setAside the round's pairing byes as they stand (the director may have chosen them), empty to let the
     *     pairer choose as it pairs; they shape the score groups the other players are weighed in
     */
    public PairWhy why(int round, List<Player> players, List<GameRecord> games, List<Bye> byes, List<String> setAside,
            String first, String second) {
        if (first.equals(second)) {
            return new PairWhy.Refused("player " + first + " cannot be paired with themself");
        }
        PreparedRound prepared = prepare(round, players, games, byes, setAside);
        if (prepared.refusal() != null) {
            return new PairWhy.Refused(prepared.refusal());
        }
        Field field = prepared.field();
        for (String id : List.of(first, second)) {
            if (field.indexOf(id) < 0) {
                return new PairWhy.Refused("player " + id + " is not among the players to pair in round " + round
                        + (prepared.byes().contains(id) ? " (they have the round's pairing bye)" : " (absent, withdrawn or not registered)"));
            }
        }
        int i = field.indexOf(first);
        int j = field.indexOf(second);
        List<PairComponent> parts = new ArrayList<>();
        long weight = prepared.weigher().weight(i, j, prepared.weigher().rematchBonus(field.size), parts);
        // the rounds they met in: a fact for the reader, which the field (who met whom) does not keep
        Map<String, Object> rematch = new LinkedHashMap<>(parts.get(0).facts());
        rematch.put("metInRounds", games.stream().filter(g -> Set.of(g.black(), g.white()).equals(Set.of(first, second)))
                .map(GameRecord::round).sorted().toList());
        parts.set(0, new PairComponent(parts.get(0).criterion(), parts.get(0).weight(), parts.get(0).step(), rematch));
        Pairing seated = new GameSetter(field, parameters).game(0, i, j);
        return new PairWhy.Weighed(first, second, weight, parts, seated.black(), seated.handicap());
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
        return prepare(round, players, games, byes, List.of());
    }

    /** As {@link #prepare(int, List, List, List)}, with the players of {@code setAside} given the pairing bye first. */
    PreparedRound prepare(int round, List<Player> players, List<GameRecord> games, List<Bye> byes, List<String> setAside) {
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
        for (String id : setAside) {
            if (available.removeIf(player -> player.id().equals(id))) {
                byeIds.add(id);
            }
        }
        if (available.size() % 2 == 1) {
            Player bye = ByeRule.choose(available, history);
            available.remove(bye);
            byeIds.add(bye.id());
        }
        Field field = new Field(available, history, parameters, round);
        return new PreparedRound(field, new EdgeWeigher(field, parameters, round), byeIds, null);
    }
}
