package dev.tengen.pages;

import dev.tengen.readmodel.PlayerView;
import dev.tengen.readmodel.RoundView;
import dev.tengen.readmodel.TournamentBook;
import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.tournament.service.api.EventDetails;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An event's own page: when and where, the rules it is played under, its officials, its rounds and its players.
 *
 * @param facts label and value, in the order a programme gives them
 * @param status what stage the event is at, in a sentence or two
 */
public record EventPage(String name, List<Fact> facts, String status, List<Fact> officials, List<RoundLink> rounds,
        List<PlayerLine> players) {

    public record Fact(String label, String value) {
    }

    /** A round, linked to its pairings, with how far it is. */
    public record RoundLink(String label, String href, String status) {
    }

    public record PlayerLine(String name, String href, String rank, String club, String country, boolean withdrawn) {
    }

    static EventPage of(TournamentOverview t, Optional<EventDetails> details, Optional<EventRules> settings,
            List<Official> officials, TournamentBook book, Reader reader) {
        Msg msg = reader.msg;
        Terms terms = new Terms(reader);
        List<Fact> facts = new ArrayList<>();
        details.ifPresent(d -> {
            facts.add(new Fact(msg.colDates(), reader.days(d.startDate(), d.endDate())));
            String place = HomePage.place(d.city(), reader.country(d.country()));
            String venue = d.venue().isEmpty() ? place : place.isEmpty() ? d.venue() : d.venue() + ", " + place;
            if (!venue.isEmpty()) {
                facts.add(new Fact(msg.factVenue(), venue));
            }
            if (!d.organizer().isEmpty()) {
                facts.add(new Fact(msg.factOrganizer(), d.organizer()));
            }
        });
        settings.ifPresent(s -> {
            facts.add(new Fact(msg.colRules(), terms.ruleSet(s.ruleSet())));
            facts.add(new Fact(msg.factCode(), terms.competitionCode(s.competitionCode())));
            facts.add(new Fact(msg.factBoard(), s.boardSize() + " × " + s.boardSize()));
            if (s.komi() != null) {
                facts.add(new Fact(msg.factKomi(), reader.points(s.komi())));
            }
            facts.add(new Fact(msg.factHandicap(), terms.handicap(s.handicap())));
            facts.add(new Fact(msg.factTime(), terms.timeControl(s.timeControl())));
            facts.add(new Fact(msg.factSystem(), terms.pairingSystem(s.pairingSystem())));
            facts.add(new Fact(msg.factRounds(), reader.number(s.rounds())));
            if (s.placementCriteria() != null && !s.placementCriteria().isEmpty()) {
                facts.add(new Fact(msg.factPlacement(), String.join(", ", s.placementCriteria())));
            }
        });
        String status = t.ruleSet() == null ? msg.notConfigured()
                : (t.closed() ? msg.eventOver() + " " : "")
                        + msg.gamesSummary(reader.number(t.gamesFinished()), reader.number(t.gamesInPlay()));
        List<Fact> office = officials.stream()
                .map(o -> new Fact(reader.capitalized(terms.role(o.role())), o.name())).toList();
        List<RoundLink> rounds = new ArrayList<>();
        for (int r = 1; r <= t.roundsPaired(); r++) {
            RoundView round = book.round(t.id(), r).orElseThrow();
            boolean playing = round.pairings().stream().anyMatch(p -> p.result() == null);
            rounds.add(new RoundLink(msg.roundN(reader.number(r)), Paths.round(t.id(), r),
                    playing ? msg.roundPlaying() : msg.roundComplete()));
        }
        List<PlayerLine> players = book.players(t.id()).orElse(List.of()).stream()
                .map(p -> player(t.id(), p, reader)).toList();
        return new EventPage(t.name(), facts, status, office, rounds, players);
    }

    private static PlayerLine player(String tournamentId, PlayerView p, Reader reader) {
        return new PlayerLine(p.name(), Paths.player(tournamentId, p.id()), p.rank(), p.club(), reader.country(p.country()),
                p.withdrawn());
    }
}
