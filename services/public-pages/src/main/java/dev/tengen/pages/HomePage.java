package dev.tengen.pages;

import dev.tengen.readmodel.TournamentOverview;
import dev.tengen.tournament.service.api.EventDetails;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** The list of tournaments: name, dates, place, rules, players and the round reached. */
public record HomePage(List<Line> tournaments) {

    public record Line(String name, String href, String dates, String place, String rules, String players,
            String round, boolean finished) {
    }

    static HomePage of(List<TournamentOverview> tournaments, Function<String, Optional<EventDetails>> details,
            Reader reader) {
        Terms terms = new Terms(reader);
        List<Line> lines = tournaments.stream().map(t -> line(t, details.apply(t.id()).orElse(null), reader, terms))
                .toList();
        return new HomePage(lines);
    }

    private static Line line(TournamentOverview t, EventDetails details, Reader reader, Terms terms) {
        String round = t.rounds() == null ? reader.number(t.roundsPaired())
                : reader.msg.roundOf(reader.number(t.roundsPaired()), reader.number(t.rounds()));
        return new Line(t.name(), Paths.tournament(t.id()), details == null ? "" : reader.days(details.startDate(),
                details.endDate()), details == null ? "" : place(details.city(), reader.country(details.country())),
                t.ruleSet() == null ? "" : terms.ruleSet(t.ruleSet()), reader.number(t.players()), round, t.closed());
    }

    /** "Toulouse, France"; either part alone when the other is not given. */
    static String place(String city, String country) {
        return city.isEmpty() ? country : country.isEmpty() ? city : city + ", " + country;
    }
}
