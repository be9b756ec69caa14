package dev.tengen.tournament.json;

import dev.tengen.rank.Rank;
import dev.tengen.rank.RankKind;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.DrawPosition;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.Entry;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.Geography;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Seeding;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.UnplayedRounds;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;

/**
 * A consistent tournament drawn from a seed, its texts taken from {@code words} (any characters, quotes,
 * controls and lone surrogates included): every part of the model varies, and the rounds respect
 * absences and withdrawals.
 */
final class RandomTournament {

    private final Random random;
    private final List<String> words;

    private RandomTournament(long seed, List<String> words) {
        this.random = new Random(seed);
        this.words = words.isEmpty() ? List.of("x") : words;
    }

    static Tournament of(long seed, List<String> words) {
        return new RandomTournament(seed, words).tournament();
    }

    private Tournament tournament() {
        int rounds = 1 + random.nextInt(8);
        LocalDate begins = LocalDate.of(1990 + random.nextInt(40), 1 + random.nextInt(12), 1 + random.nextInt(28));
        Event event = new Event(nonBlank(), nonBlank(), begins, begins.plusDays(random.nextInt(5)), word(), word());
        Regulations regulations = new Regulations(maybe(this::nonBlank), maybe(this::nonBlank), 2 + random.nextInt(51),
                random.nextBoolean() ? random.nextInt(81) / 4.0 - 10 : random.nextDouble() * 1e6 - 5e5,
                new HandicapPolicy(pick(HandicapPolicy.Basis.values()), Rank.kyu(1 + random.nextInt(30)),
                        random.nextInt(5) - 1, random.nextInt(10)), rounds);
        List<Player> players = new ArrayList<>();
        int count = random.nextInt(13);
        for (int i = 0; i < count; i++) {
            players.add(player(i, rounds));
        }
        List<Entry> entries = new ArrayList<>();
        if (players.size() >= 2 && random.nextBoolean()) {
            List<String> ids = players.stream().map(Player::id).toList();
            entries.add(new Entry.PairGoPair("pair " + word(), word(), List.of(ids.get(0), ids.get(1))));
            entries.add(new Entry.Team("team " + word(), word(), ids.subList(0, 1 + random.nextInt(ids.size()))));
        }
        List<Round> played = new ArrayList<>();
        int paired = random.nextInt(rounds + 1);
        for (int r = 1; r <= paired; r++) {
            played.add(round(r, players));
        }
        List<PlacementCriterion> criteria = new ArrayList<>(List.of(PlacementCriterion.values()));
        Collections.shuffle(criteria, random);
        Placement placement = new Placement(criteria.subList(0, random.nextInt(criteria.size() + 1)),
                new UnplayedRounds(random.nextInt(3), random.nextInt(3), random.nextInt(3), random.nextInt(3), random.nextBoolean(),
                        random.nextBoolean()));
        return new Tournament(event, regulations, system(), placement, players, entries, played);
    }

    private Player player(int index, int rounds) {
        List<Integer> absent = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            if (random.nextInt(5) == 0) {
                absent.add(r);
            }
        }
        Map<String, String> memberships = new HashMap<>();
        for (int i = random.nextInt(3); i > 0; i--) {
            memberships.put(word(), word());
        }
        return new Player(index + ":" + word(), nonBlank(), word(), rank(),
                random.nextBoolean() ? OptionalInt.of(random.nextInt(4000) - 1000) : OptionalInt.empty(), word(), word(),
                random.nextBoolean() ? Optional.of(LocalDate.of(1930 + random.nextInt(90), 1 + random.nextInt(12), 1 + random.nextInt(28)))
                        : Optional.empty(),
                pick(Registration.values()), absent,
                random.nextInt(4) == 0 ? OptionalInt.of(1 + random.nextInt(rounds)) : OptionalInt.empty(),
                random.nextInt(5) - 2, random.nextInt(4), memberships);
    }

    private Round round(int number, List<Player> players) {
        List<Player> present = new ArrayList<>(players.stream().filter(p -> p.participatesIn(number)).toList());
        Collections.shuffle(present, random);
        List<GameRecord> games = new ArrayList<>();
        List<Bye> byes = new ArrayList<>();
        for (int i = 0; i + 1 < present.size(); i += 2) {
            games.add(new GameRecord(number, games.size() + 1, present.get(i).id(), present.get(i + 1).id(), random.nextInt(10),
                    pick(Outcome.values()), random.nextInt(6) == 0));
        }
        if (present.size() % 2 == 1) {
            byes.add(new Bye(number, present.getLast().id(), Bye.Kind.PAIRING_BYE));
        }
        for (Player p : players) {
            if (!p.participatesIn(number) && random.nextBoolean()) {
                byes.add(new Bye(number, p.id(), p.hasWithdrawnBy(number) ? Bye.Kind.WITHDRAWN : Bye.Kind.ABSENT));
            }
        }
        Collections.shuffle(games, random);
        return new Round(number, games, byes);
    }

    private PairingSystem system() {
        DrawRules draw = new DrawRules(pick(Seeding.values()), pick(Seeding.values()), random.nextInt(4),
                pick(DrawPosition.values()), pick(DrawPosition.values()), random.nextBoolean(),
                new Geography(random.nextBoolean(), random.nextInt(4), random.nextInt(4)));
        return switch (random.nextInt(6)) {
            case 0 -> new PairingSystem.RoundRobin(1 + random.nextInt(3));
            case 1 -> new PairingSystem.Knockout(1 + random.nextInt(3));
            case 2 -> new PairingSystem.Swiss(draw);
            case 3 -> new PairingSystem.SwissKnockout(draw, random.nextInt(5), 1 + random.nextInt(4));
            case 4 -> {
                Rank floor = Rank.kyu(10 + random.nextInt(21));
                yield new PairingSystem.McMahon(random.nextBoolean() ? Rank.dan(1 + random.nextInt(9)) : Rank.kyu(1 + random.nextInt(9)),
                        floor, Rank.kyu(30), draw);
            }
            default -> new PairingSystem.Ing(1 + random.nextInt(5), random.nextInt(5), 1 + random.nextInt(4));
        };
    }

    private Rank rank() {
        RankKind kind = pick(RankKind.values());
        return new Rank(kind, kind == RankKind.KYU ? 1 + random.nextInt(30) : 1 + random.nextInt(9));
    }

    private String word() {
        return words.get(random.nextInt(words.size()));
    }

    private String nonBlank() {
        String word = word();
        return word.isBlank() ? "name" + word : word;
    }

    private Optional<String> maybe(java.util.function.Supplier<String> value) {
        return random.nextBoolean() ? Optional.of(value.get()) : Optional.empty();
    }

    private <T> T pick(T[] values) {
        return values[random.nextInt(values.length)];
    }
}
