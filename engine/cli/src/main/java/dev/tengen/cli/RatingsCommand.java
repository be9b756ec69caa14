package dev.tengen.cli;

import dev.tengen.imports.ratings.FrozenRating;
import dev.tengen.imports.ratings.RatedPlayer;
import dev.tengen.imports.ratings.RatingList;
import dev.tengen.imports.ratings.RatingLists;
import dev.tengen.tournament.Checked;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code tengen ratings FILE --find NAME|ID [--at DATE]}: the players of a federation's rating list (the EGD's, the
 * AGA's TDList, the FFG's échelle) an id or a name finds, with rank, rating and, at a chosen date, whether the list's
 * rating is the one they held then.
 */
final class RatingsCommand implements Command {

    @Override
    public String name() {
        return "ratings";
    }

    @Override
    public String usage() {
        return "[--json] FILE --find NAME|ID [--at YYYY-MM-DD]";
    }

    @Override
    public String summary() {
        return "finds players in the EGD's, the AGA's or the FFG's rating list, rating as of a date";
    }

    @Override
    public int run(List<String> words, PrintStream out, PrintStream err) throws Args.UsageError {
        Args args = Args.parse(words, Set.of("find", "at"), Set.of("json"));
        if (args.operands().size() != 1) {
            throw new Args.UsageError("name exactly one rating list file");
        }
        String query = args.option("find").filter(q -> !q.isBlank())
                .orElseThrow(() -> new Args.UsageError("say whom to find with --find NAME or --find ID"));
        Optional<LocalDate> at;
        try {
            at = args.option("at").map(LocalDate::parse);
        } catch (DateTimeParseException e) {
            throw new Args.UsageError("--at is a date written YYYY-MM-DD, not '" + args.option("at").orElse("") + "'");
        }
        String file = args.operands().get(0);
        if (!Files.isRegularFile(Path.of(file))) {
            err.println(file + ": no such file");
            return Tengen.BAD_INPUT;
        }
        Checked<RatingList> read = RatingLists.read(Path.of(file));
        if (!(read instanceof Checked.Valid<RatingList> valid)) {
            err.println(TournamentFiles.describe(file, read.problems()).replace("not a usable tournament", "not a usable rating list"));
            return Tengen.BAD_INPUT;
        }
        RatingList list = valid.value();
        List<RatedPlayer> found = list.find(query);
        if (args.flag("json")) {
            out.println(JsonWriter.write(json(file, list, query, found, at)));
            return Tengen.OK;
        }
        out.println(list.body().listName() + list.date().map(d -> " of " + d).orElse(" (undated)") + ", "
                + list.players().size() + " players: " + found.size() + (found.size() == 1 ? " finds '" : " find '")
                + query + "'");
        for (RatedPlayer p : found) {
            out.println("  " + (p.id().isEmpty() ? "(no id)" : p.id()) + "  " + (p.name() + " " + p.firstName()).strip()
                    + "  " + p.rank().map(Object::toString).orElse("no rank") + "  rating "
                    + (p.rating().isPresent() ? p.rating().getAsInt() + " (listed " + p.listed() + ")" : "none")
                    + "  " + (p.club() + " " + p.country()).strip()
                    + p.lastRated().map(d -> "  last rated " + d).orElse(""));
            at.ifPresent(date -> {
                FrozenRating frozen = list.ratingAt(p, date);
                out.println("      at " + date + ": " + (frozen.held() ? "held" : "not known") + " (" + frozen.basis() + ")");
            });
        }
        return Tengen.OK;
    }

    private static Map<String, Object> json(String file, RatingList list, String query, List<RatedPlayer> found,
            Optional<LocalDate> at) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("file", file);
        root.put("list", list.body().membership());
        root.put("date", list.date().map(LocalDate::toString).orElse(null));
        root.put("query", query);
        root.put("players", found.stream().map(p -> {
            Map<String, Object> player = new LinkedHashMap<>();
            player.put("id", p.id());
            player.put("name", p.name());
            player.put("firstName", p.firstName());
            player.put("rank", p.rank().map(Object::toString).orElse(null));
            player.put("rating", p.rating().isPresent() ? p.rating().getAsInt() : null);
            player.put("listed", p.listed());
            player.put("club", p.club());
            player.put("country", p.country());
            player.put("lastRated", p.lastRated().map(LocalDate::toString).orElse(null));
            player.put("line", p.line());
            at.ifPresent(date -> {
                FrozenRating frozen = list.ratingAt(p, date);
                player.put("at", date.toString());
                player.put("held", frozen.held());
                player.put("basis", frozen.basis());
            });
            return player;
        }).toList());
        return root;
    }
}
