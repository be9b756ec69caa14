package dev.tengen.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.tournament.Tournament;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The FIDE-style cross-check: ten thousand random tournaments of every pairing system, paired by Tengen, each checked
 * by the conformance checker. Sizes vary from 2 to 20 players for most, one in ten has 21 to 60, four have 150 to 400; any deviation is a
 * disagreement between the pairer and the rules it is held to.
 */
class RandomTournamentsConformTest {

    private static final int TOURNAMENTS = 10_001;

    @Test
    void tenThousandRandomTournamentsOfEverySystemConform() {
        GeneratedSystem[] systems = GeneratedSystem.values();
        List<String> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        Map<GeneratedSystem, Integer> rounds = java.util.Collections.synchronizedMap(new EnumMap<>(GeneratedSystem.class));
        IntStream.range(0, TOURNAMENTS).parallel().forEach(i -> {
            SplittableRandom sizes = new SplittableRandom(i);
            GeneratedSystem system = systems[i % systems.length];
            int players = i % 2500 == 7 ? 150 + sizes.nextInt(250) : i % 10 == 3 ? 21 + sizes.nextInt(40) : 2 + sizes.nextInt(19);
            int roundCount = 1 + sizes.nextInt(players > 100 ? 5 : 8);
            Tournament tournament = TournamentGenerator.generate(system, players, roundCount, i);
            ConformanceReport report = ConformanceCheck.check(tournament);
            rounds.merge(system, report.roundsChecked().size(), Integer::sum);
            if (!report.conforms()) {
                failures.add(system.id() + " " + players + "x" + roundCount + " seed " + i + ": " + report.deviations());
            }
        });
        assertEquals(List.of(), failures.stream().limit(20).toList(), failures.size() + " tournaments deviate");
        for (GeneratedSystem system : systems) {
            assertTrue(rounds.getOrDefault(system, 0) > TOURNAMENTS / systems.length, system + " pairs rounds");
        }
    }
}
