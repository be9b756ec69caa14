package dev.tengen.load;

import java.net.URI;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The driver's settings: {@code --jar}, {@code --work} (data directories and logs), {@code --games} (boards played
 * at once), {@code --rate} (moves per second offered by all boards together, each board paced: 1,000, the issue's
 * target; 0 sends each board's next move as soon as the last is answered, a closed loop that finds capacity), {@code --moves} (moves per game, on average),
 * {@code --seconds} (cap on the play: 30), {@code --warmup} (the play's first seconds, whose moves are played but
 * not counted: 8, the time the platform's compiler took to settle on the move path), {@code --baseline} (seconds
 * of baseline requests), {@code --events} (the rebuild's store size), {@code --players}, {@code --rounds} (the
 * start-up tournament), {@code --fresh} (generate stored tournaments again), {@code --platform-jvm} (an option
 * for the platform's JVM, repeatable, e.g. a flight recording), {@code --runs} (the mode run this many times, each on
 * a fresh platform, then each figure's min, median and max: 1), {@code --restart} (moves: the platform stopped and
 * started again on its store after the set-up, and the play timed from its readiness, as a restart in the middle of
 * a round). The abuse mode's own: {@code --signed-in} (boards
 * the signed-in referee plays: 20), {@code --signed-in-rate} (their moves a second in all: 100), {@code --streams}
 * (idle event streams: 200), {@code --wrong-passwords} (clients signing in with wrong passwords: 24), {@code
 * --body-clients} (anonymous clients sending large bodies: 4) and {@code --body-mib} (each body's size: 1, the most a
 * command may take). The distributed mode's own ({@link DistributedScenario}): {@code --tournament-url}, {@code
 * --game-url}, {@code --read-models-url}, {@code --realm-url} (the deployment's addresses, {@link Deployment}) and
 * {@code --cpu NAME=PID} (repeatable: a server's process whose CPU over the play is reported, with its descendants).
 */
record Options(String mode, Path jar, Path work, int games, int rate, int moves, int seconds, int warmupSeconds,
        int baselineSeconds, int events,
        int players, int rounds, boolean fresh, java.util.List<String> platformJvm,
        int signedIn, int signedInRate, int streams, int wrongPasswords, int bodyClients, int bodyMib, int runs,
        boolean restart, URI tournamentUrl, URI gameUrl, URI readModelsUrl, URI realmUrl,
        java.util.Map<String, Long> cpu) {

    static Options parse(String[] args) {
        String mode = "moves";
        Path jar = Path.of("services/platform/target/quarkus-app/quarkus-run.jar");
        Path work = Path.of("target/load");
        int games = 150;
        int rate = 1000;
        int moves = 250;
        int seconds = 30;
        int warmup = 8;
        int baseline = 3;
        int events = 1_000_000;
        int players = 300;
        int rounds = 7;
        boolean fresh = false;
        java.util.List<String> platformJvm = new java.util.ArrayList<>();
        int signedIn = 20;
        int signedInRate = 100;
        int streams = 200;
        int wrongPasswords = 24;
        int bodyClients = 4;
        int bodyMib = 1;
        int runs = 1;
        boolean restart = false;
        URI tournamentUrl = null;
        URI gameUrl = null;
        URI readModelsUrl = null;
        URI realmUrl = null;
        java.util.Map<String, Long> cpu = new java.util.LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            switch (arg) {
                case "--jar" -> jar = Path.of(args[++i]);
                case "--work" -> work = Path.of(args[++i]);
                case "--games" -> games = Integer.parseInt(args[++i]);
                case "--rate" -> rate = Integer.parseInt(args[++i]);
                case "--moves" -> moves = Integer.parseInt(args[++i]);
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--warmup" -> warmup = Integer.parseInt(args[++i]);
                case "--baseline" -> baseline = Integer.parseInt(args[++i]);
                case "--events" -> events = Integer.parseInt(args[++i]);
                case "--players" -> players = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--fresh" -> fresh = true;
                // e.g. --platform-jvm -XX:StartFlightRecording=filename=moves.jfr,settings=profile
                case "--platform-jvm" -> platformJvm.add(args[++i]);
                case "--signed-in" -> signedIn = Integer.parseInt(args[++i]);
                case "--signed-in-rate" -> signedInRate = Integer.parseInt(args[++i]);
                case "--streams" -> streams = Integer.parseInt(args[++i]);
                case "--wrong-passwords" -> wrongPasswords = Integer.parseInt(args[++i]);
                case "--body-clients" -> bodyClients = Integer.parseInt(args[++i]);
                case "--body-mib" -> bodyMib = Integer.parseInt(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--restart" -> restart = true;
                case "--tournament-url" -> tournamentUrl = URI.create(args[++i]);
                case "--game-url" -> gameUrl = URI.create(args[++i]);
                case "--read-models-url" -> readModelsUrl = URI.create(args[++i]);
                case "--realm-url" -> realmUrl = URI.create(args[++i]);
                case "--cpu" -> {
                    String named = args[++i];
                    int equals = named.indexOf('=');
                    if (equals <= 0) {
                        throw new IllegalArgumentException("--cpu takes NAME=PID, not " + named);
                    }
                    cpu.put(named.substring(0, equals), Long.parseLong(named.substring(equals + 1)));
                }
                default -> {
                    if (arg.startsWith("--")) {
                        throw new IllegalArgumentException("unknown option " + arg);
                    }
                    mode = arg;
                }
            }
        }
        return new Options(mode, jar, work, games, rate, moves, seconds, warmup, baseline, events, players, rounds, fresh,
                java.util.List.copyOf(platformJvm), signedIn, signedInRate, streams, wrongPasswords, bodyClients, bodyMib, runs,
                restart, tournamentUrl, gameUrl, readModelsUrl, realmUrl, java.util.Collections.unmodifiableMap(cpu));
    }

    /** The distributed deployment's addresses; refused when one is missing. */
    Deployment deployment() {
        return new Deployment(tournamentUrl, gameUrl, readModelsUrl, realmUrl);
    }

    long playNanos() {
        return TimeUnit.SECONDS.toNanos(seconds);
    }

    long warmupNanos() {
        return TimeUnit.SECONDS.toNanos(warmupSeconds);
    }

    long baselineNanos() {
        return TimeUnit.SECONDS.toNanos(baselineSeconds);
    }
}
