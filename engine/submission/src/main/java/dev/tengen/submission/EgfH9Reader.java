package dev.tengen.submission;

import dev.tengen.imports.ImportText;
import dev.tengen.rank.Rank;
import dev.tengen.rank.Result;
import dev.tengen.standing.TournamentStandings;
import dev.tengen.tournament.Bye;
import dev.tengen.tournament.Checked;
import dev.tengen.tournament.DrawRules;
import dev.tengen.tournament.Event;
import dev.tengen.tournament.GameRecord;
import dev.tengen.tournament.HandicapPolicy;
import dev.tengen.tournament.Outcome;
import dev.tengen.tournament.PairingSystem;
import dev.tengen.tournament.Placement;
import dev.tengen.tournament.PlacementCriterion;
import dev.tengen.tournament.Player;
import dev.tengen.tournament.Problem;
import dev.tengen.tournament.Regulations;
import dev.tengen.tournament.Registration;
import dev.tengen.tournament.Round;
import dev.tengen.tournament.Tournament;
import dev.tengen.tournament.TournamentCheck;
import dev.tengen.tournament.UnplayedRounds;
import dev.tengen.tournament.opengotha.OpenGothaFile.Reading;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads an EGD h9 results table into a tournament: players, rounds and results, enough to compute standings. What h9
 * does not hold is set as OpenGotha sets it by default: a 19×19 board, a McMahon with start scores from rank (30k starts
 * at 0, no bar, each player's start corrected to give the file's MMS back) when the table has an MMS column and a
 * Swiss otherwise, a bye worth a win and an absence ({@code 0=})
 * worth half a point, rounded down. Every problem names its line; nothing is half read.
 */
public final class EgfH9Reader {

    private static final Pattern TAG = Pattern.compile(";\\s*([A-Z]{2})\\[(.*)]\\s*");
    /** OpenGotha's default komi, when the file has no KM tag. */
    private static final double DEFAULT_KOMI = 7.5;

    private EgfH9Reader() {}

    /** The tournament of an h9 file; the event is named after the file when the EV tag is missing. */
    public static Checked<Tournament> read(Path file) {
        return readForImport(file).tournament();
    }

    /**
     * An h9 file read for an import, in one reading: its tournament, and as warnings what the file holds and a
     * Tengen tournament does not, naming the file and line: the tournament's class ({@code CL}), adjusted time
     * ({@code TM}) and overtime ({@code CM}), which an export asks for again (docs/FORMATS.md, "EGD h9"). No warning
     * when the file has none of them or cannot be read (its tournament says why).
     */
    public static Reading readForImport(Path file) {
        try {
            String name = file.getFileName().toString().replaceFirst("\\.[^.]*$", "");
            List<Problem> leftOut = new ArrayList<>();
            Checked<Tournament> tournament = read(decode(Files.readAllBytes(file)), name.isBlank() ? "h9" : name, leftOut);
            return new Reading(tournament, leftOut.stream()
                    .map(p -> new Problem(file.getFileName() + ", " + p.where(), p.what())).toList());
        } catch (IOException e) {
            return new Reading(Checked.invalid(file.toString(), "cannot be read (" + e.getMessage() + ")"), List.of());
        }
    }

    /**
     * The tournament of h9 bytes: by their byte order mark when they open with one, else UTF-8 when they are valid
     * UTF-8, else ISO-8859-15 (the EGD's encoding).
     */
    public static Checked<Tournament> read(byte[] bytes, String fallbackName) {
        return read(decode(bytes), fallbackName);
    }

    /** The header's tags of the time system: the class, the adjusted time, the overtime's name. */
    private static final List<String> TIME_TAGS = List.of("CL", "TM", "CM");

    static Checked<Tournament> read(String text, String fallbackName) {
        return read(text, fallbackName, new ArrayList<>());
    }

    /** The tournament of the text; {@code leftOut} receives the time system its header holds, read on the way. */
    private static Checked<Tournament> read(String text, String fallbackName, List<Problem> leftOut) {
        List<Problem> problems = new ArrayList<>();
        List<String> timeSystem = new ArrayList<>();
        int timeSystemLine = 0;
        Map<String, String> tags = new HashMap<>();
        List<PlacementCriterion> criteria = new ArrayList<>();
        List<H9Line> lines = new ArrayList<>();
        String[] rawLines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < rawLines.length; i++) {
            String raw = rawLines[i];
            int number = i + 1;
            if (raw.isBlank()) {
                continue;
            }
            if (raw.stripLeading().startsWith(";")) {
                Matcher tag = TAG.matcher(raw.strip());
                if (tag.matches()) {
                    tags.putIfAbsent(tag.group(1), tag.group(2).strip());
                    if (TIME_TAGS.contains(tag.group(1))) {
                        timeSystem.add(tag.group(1) + "[" + tag.group(2).strip() + "]");
                        timeSystemLine = timeSystemLine == 0 ? number : timeSystemLine;
                    }
                } else if (raw.contains(" Pl ") && raw.contains("Club")) {
                    criteria.addAll(criteria(raw.substring(raw.indexOf("Club") + 4)));
                }
                continue;
            }
            H9Line.Parsed parsed = H9Line.parse(number, raw);
            if (parsed.line() == null) {
                problems.add(new Problem("line " + number, parsed.problem()));
            } else {
                lines.add(parsed.line());
            }
        }
        if (!timeSystem.isEmpty()) {
            leftOut.add(new Problem("line " + timeSystemLine, "the time system (" + String.join(", ", timeSystem)
                    + ") is not kept: a Tengen tournament file does not hold one"));
        }
        if (lines.isEmpty() && problems.isEmpty()) {
            problems.add(new Problem("", "no player line: an h9 table has one line per player"));
        }
        if (!problems.isEmpty()) {
            return Checked.invalid(problems);
        }
        int rounds = lines.get(0).rounds().size();
        for (H9Line line : lines) {
            if (line.rounds().size() != rounds) {
                problems.add(new Problem("line " + line.number(), line.rounds().size() + " rounds, but line "
                        + lines.get(0).number() + " has " + rounds + "; every player has one result a round"));
            }
        }
        if (rounds == 0) {
            problems.add(new Problem("line " + lines.get(0).number(), "no round: each player has a result a round"));
        }
        if (rounds > Regulations.MAX_ROUNDS) {
            problems.add(new Problem("line " + lines.get(0).number(), rounds + " rounds: a tournament has at most "
                    + Regulations.MAX_ROUNDS));
            return Checked.invalid(problems);
        }
        List<Player> players = players(lines, problems);
        Event event = event(tags, fallbackName, problems);
        if (!problems.isEmpty()) {
            return Checked.invalid(problems);
        }
        List<Round> played = rounds(lines, players, rounds, problems);
        List<Player> withAbsences = absences(lines, players);
        boolean mcMahon = criteria.contains(PlacementCriterion.MMS);
        if (criteria.isEmpty()) {
            criteria.add(PlacementCriterion.NBW);
        }
        PairingSystem system = mcMahon
                ? new PairingSystem.McMahon(Rank.dan(9), Rank.kyu(30), Rank.kyu(30), DrawRules.OPENGOTHA_DEFAULT)
                : new PairingSystem.Swiss(DrawRules.OPENGOTHA_DEFAULT);
        Regulations regulations = new Regulations(Optional.empty(), Optional.empty(), 19, komi(tags, problems),
                handicap(tags, problems), rounds);
        if (!problems.isEmpty()) {
            return Checked.invalid(problems);
        }
        Tournament tournament = new Tournament(event, regulations, system,
                new Placement(criteria, new UnplayedRounds(2, 1, 2, 1, true)), withAbsences, List.of(), played);
        List<Problem> inconsistent = TournamentCheck.problems(tournament);
        if (!inconsistent.isEmpty()) {
            return Checked.invalid(inconsistent);
        }
        return Checked.valid(mcMahon ? withFileStartScores(tournament, lines, criteria.indexOf(PlacementCriterion.MMS))
                : tournament);
    }

    /**
     * The McMahon bar, floor and any director's correction are not in an h9 file, only each player's final MMS: each
     * player's start score is corrected by the difference between the file's MMS and the one computed from rank, so the
     * standings give the file's MMS back.
     */
    private static Tournament withFileStartScores(Tournament tournament, List<H9Line> lines, int column) {
        Optional<Map<String, Double>> computed = TournamentStandings.scores(tournament, tournament.lastPairedRound());
        if (computed.isEmpty()) {
            return tournament;
        }
        Tournament corrected = tournament;
        for (int i = 0; i < lines.size(); i++) {
            List<java.util.OptionalDouble> values = lines.get(i).values();
            Player player = tournament.players().get(i);
            Double mine = computed.get().get(player.id());
            if (column >= values.size() || values.get(column).isEmpty() || mine == null) {
                continue;
            }
            int correction = (int) Math.round(values.get(column).getAsDouble() - mine);
            if (correction != 0) {
                corrected = corrected.withPlayer(new Player(player.id(), player.name(), player.firstName(), player.rank(),
                        player.rating(), player.club(), player.country(), player.birthDate(), player.registration(),
                        player.absentRounds(), player.withdrawnFrom(), correction, player.warnings(),
                        player.memberships()));
            }
        }
        return corrected;
    }

    /**
     * A byte order mark first (a table saved again by Notepad or Excel): UTF-8's is dropped, UTF-16's decides the
     * byte order; else UTF-8 when the bytes are valid UTF-8, else ISO-8859-15.
     */
    private static String decode(byte[] bytes) {
        return ImportText.byMark(bytes).orElseGet(() -> {
            try {
                return ImportText.strictUtf8(bytes);
            } catch (CharacterCodingException e) {
                return new String(bytes, EgfH9.ENCODING);
            }
        });
    }

    /**
     * The criteria named after "Club" in the column line. OpenGotha runs five-letter names together ("SOSSOSOS" is SOS
     * then SOSOS), so each word is cut into the longest known names from its start; an unknown name is skipped.
     */
    static List<PlacementCriterion> criteria(String text) {
        List<PlacementCriterion> found = new ArrayList<>();
        for (String word : text.strip().split("\\s+")) {
            int at = 0;
            while (at < word.length()) {
                PlacementCriterion longest = null;
                for (PlacementCriterion c : PlacementCriterion.values()) {
                    if (word.regionMatches(true, at, c.fileName(), 0, c.fileName().length())
                            && (longest == null || c.fileName().length() > longest.fileName().length())) {
                        longest = c;
                    }
                }
                if (longest == null) {
                    break;
                }
                if (!found.contains(longest)) {
                    found.add(longest);
                }
                at += longest.fileName().length();
            }
        }
        return found;
    }

    private static List<Player> players(List<H9Line> lines, List<Problem> problems) {
        List<Player> players = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (H9Line line : lines) {
            Result<Rank> rank = Rank.parse(line.rank());
            if (rank instanceof Result.Refused<Rank> refused) {
                problems.add(new Problem("line " + line.number(), "rank '" + line.rank() + "': " + refused.reason()));
                continue;
            }
            String key = (line.family() + line.given()).replaceAll("\\s+", "").toUpperCase(Locale.ROOT);
            String id = ids.contains(key) || key.isEmpty() ? key + "-" + line.number() : key;
            ids.add(id);
            Map<String, String> memberships = line.pin().isEmpty() ? Map.of() : Map.of(EgfH9.EGD, line.pin());
            String country = line.country().equalsIgnoreCase("XX") ? "" : line.country();
            String club = line.club().equals("xxxx") ? "" : line.club().replace('_', ' ');
            players.add(new Player(id, line.family(), line.given(), ((Result.Ok<Rank>) rank).value(), OptionalInt.empty(),
                    club, country, Optional.empty(), Registration.FINAL, List.of(), OptionalInt.empty(), 0, 0, memberships));
        }
        return players;
    }

    /** The games, each from both players' lines, which must agree; and the byes ({@code 0+}). */
    private static List<Round> rounds(List<H9Line> lines, List<Player> players, int rounds, List<Problem> problems) {
        List<Round> result = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            List<GameRecord> games = new ArrayList<>();
            List<Bye> byes = new ArrayList<>();
            for (int row = 1; row <= lines.size(); row++) {
                H9Line line = lines.get(row - 1);
                H9Line.Result mine = line.rounds().get(round - 1);
                String where = "line " + line.number() + ", round " + round;
                if (mine.opponentRow() == 0) {
                    if (mine.symbol() == '+') {
                        byes.add(new Bye(round, players.get(row - 1).id(), Bye.Kind.PAIRING_BYE));
                    }
                    continue;
                }
                if (mine.opponentRow() > lines.size() || mine.opponentRow() == row) {
                    problems.add(new Problem(where, "opponent " + mine.opponentRow() + " is not another line of the table ("
                            + lines.size() + " players)"));
                    continue;
                }
                H9Line other = lines.get(mine.opponentRow() - 1);
                H9Line.Result theirs = other.rounds().get(round - 1);
                if (theirs.opponentRow() != row) {
                    problems.add(new Problem(where, "plays line " + other.number() + " (row " + mine.opponentRow()
                            + "), whose round " + round + " names row " + theirs.opponentRow() + " instead of " + row));
                    continue;
                }
                if (row > mine.opponentRow()) {
                    continue;
                }
                Optional<Outcome> outcome = outcome(mine, theirs);
                if (outcome.isEmpty()) {
                    problems.add(new Problem(where, "'" + mine.symbol() + "' against '" + theirs.symbol() + "' on line "
                            + other.number() + ": the two results disagree"));
                    continue;
                }
                boolean iAmWhite = mine.colour() == 'w' || (mine.colour() == '?' && theirs.colour() != 'w');
                if (mine.colour() != '?' && mine.colour() == theirs.colour()) {
                    problems.add(new Problem(where, "both players of the game have " + (mine.colour() == 'w' ? "White" : "Black")
                            + " (line " + other.number() + ")"));
                    continue;
                }
                String me = players.get(row - 1).id();
                String them = players.get(mine.opponentRow() - 1).id();
                Outcome o = outcome.get();
                Outcome seen = iAmWhite ? o : switch (o) {
                    case WHITE_WINS -> Outcome.BLACK_WINS;
                    case BLACK_WINS -> Outcome.WHITE_WINS;
                    default -> o;
                };
                games.add(new GameRecord(round, games.size() + 1, iAmWhite ? them : me, iAmWhite ? me : them,
                        Math.max(mine.handicap(), theirs.handicap()), seen, mine.byDefault() || theirs.byDefault()));
            }
            if (!games.isEmpty() || !byes.isEmpty()) {
                result.add(new Round(round, games, byes));
            }
        }
        return result;
    }

    /** The outcome seen from the first player holding White. */
    private static Optional<Outcome> outcome(H9Line.Result mine, H9Line.Result theirs) {
        String pair = "" + mine.symbol() + theirs.symbol();
        return Optional.ofNullable(switch (pair) {
            case "+-" -> Outcome.WHITE_WINS;
            case "-+" -> Outcome.BLACK_WINS;
            case "==" -> Outcome.DRAW;
            case "++" -> Outcome.BOTH_WIN;
            case "--" -> Outcome.BOTH_LOSE;
            case "??" -> Outcome.PENDING;
            default -> null;
        });
    }

    /** A {@code 0=} round is a round the player asked to miss, worth half a point. */
    private static List<Player> absences(List<H9Line> lines, List<Player> players) {
        List<Player> result = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            List<Integer> absent = new ArrayList<>();
            List<H9Line.Result> rounds = lines.get(i).rounds();
            for (int r = 0; r < rounds.size(); r++) {
                if (rounds.get(r).opponentRow() == 0 && rounds.get(r).symbol() == '=') {
                    absent.add(r + 1);
                }
            }
            result.add(absent.isEmpty() ? players.get(i) : players.get(i).withAbsentRounds(absent));
        }
        return result;
    }

    private static Event event(Map<String, String> tags, String fallbackName, List<Problem> problems) {
        String name = tags.getOrDefault("EV", "").isBlank() ? fallbackName : tags.get("EV");
        String place = "";
        String pc = tags.getOrDefault("PC", "");
        if (pc.contains(",")) {
            place = pc.substring(pc.indexOf(',') + 1).strip();
        }
        String dt = tags.get("DT");
        if (dt == null) {
            problems.add(new Problem("header", "no DT tag: the dates, such as ; DT[2024-05-11,2024-05-12]"));
            return null;
        }
        String[] days = dt.split(",");
        try {
            LocalDate begins = LocalDate.parse(days[0].strip());
            LocalDate ends = days.length > 1 ? LocalDate.parse(days[1].strip()) : begins;
            return new Event(name, name, begins, ends, place, "");
        } catch (DateTimeParseException | IllegalArgumentException e) {
            problems.add(new Problem("header", "DT[" + dt + "]: the dates are written YYYY-MM-DD,YYYY-MM-DD, from the"
                    + " first day to the last"));
            return null;
        }
    }

    private static double komi(Map<String, String> tags, List<Problem> problems) {
        String km = tags.get("KM");
        if (km == null) {
            return DEFAULT_KOMI;
        }
        try {
            return Double.parseDouble(km.replace(',', '.'));
        } catch (NumberFormatException e) {
            problems.add(new Problem("header", "KM[" + km + "]: the komi is a number such as 6.5"));
            return DEFAULT_KOMI;
        }
    }

    /** HA[hN]: handicap stones are the rank difference less N (at most 9); HA[0] or none: even games. */
    private static HandicapPolicy handicap(Map<String, String> tags, List<Problem> problems) {
        String ha = tags.getOrDefault("HA", "0").strip().toLowerCase(Locale.ROOT);
        if (ha.equals("0") || ha.isEmpty() || ha.equals("none")) {
            return HandicapPolicy.NONE;
        }
        Matcher m = Pattern.compile("h(\\d)").matcher(ha);
        if (!m.matches()) {
            problems.add(new Problem("header", "HA[" + ha + "]: the handicap is written h and the reduction, such as h1"));
            return HandicapPolicy.NONE;
        }
        return new HandicapPolicy(HandicapPolicy.Basis.RANK, Rank.dan(9), Integer.parseInt(m.group(1)), 9);
    }
}
