package dev.tengen.pages;

import io.quarkus.qute.i18n.Message;
import io.quarkus.qute.i18n.MessageBundle;

/**
 * What the public pages say around the results: headings, labels, the event, standings, pairings and players.
 * English here; Korean, Chinese, Japanese and French in {@code messages/msg_*.properties}. Go's own words are in
 * {@link GoTerms}, a game's page in {@link GameText}, the rulings in {@link RulingText}. Parameters arrive formatted
 * for the reader (numbers, dates, names).
 */
@MessageBundle(value = "msg", locale = "en")
public interface Msg {

    @Message("Skip to the content")
    String skipToContent();

    @Message("Language")
    String language();

    @Message("Pages of the event")
    String eventPages();

    @Message("Event")
    String tabEvent();

    @Message("Standings")
    String tabStandings();

    @Message("Pairings")
    String tabPairings();

    @Message("Rulings")
    String tabRulings();

    @Message("All tournaments")
    String allTournaments();

    @Message("This page updates itself while the event is played.")
    String live();

    @Message("Tournaments")
    String homeTitle();

    @Message("No tournament yet.")
    String homeNone();

    @Message("Event")
    String colEvent();

    @Message("Dates")
    String colDates();

    @Message("Place")
    String colPlace();

    @Message("Rules")
    String colRules();

    @Message("Players")
    String colPlayers();

    @Message("Round")
    String colRound();

    @Message("{n} of {total}")
    String roundOf(String n, String total);

    @Message("finished")
    String finished();

    @Message("Venue")
    String factVenue();

    @Message("Organizer")
    String factOrganizer();

    @Message("Competition code")
    String factCode();

    @Message("Komi")
    String factKomi();

    @Message("Handicap")
    String factHandicap();

    @Message("Time control")
    String factTime();

    @Message("Pairing")
    String factSystem();

    @Message("Rounds")
    String factRounds();

    @Message("Placement")
    String factPlacement();

    @Message("Board")
    String factBoard();

    @Message("The rules of play are not set yet.")
    String notConfigured();

    @Message("The tournament is over.")
    String eventOver();

    @Message("{finished} games finished, {inPlay} in play.")
    String gamesSummary(String finished, String inPlay);

    @Message("Officials")
    String officials();

    @Message("No official is appointed yet.")
    String noOfficials();

    @Message("Rounds")
    String rounds();

    @Message("Round {n}")
    String roundN(String n);

    @Message("in play")
    String roundPlaying();

    @Message("complete")
    String roundComplete();

    @Message("No round is published yet.")
    String noRounds();

    @Message("Name")
    String colName();

    @Message("Rank")
    String colRank();

    @Message("Club")
    String colClub();

    @Message("Country")
    String colCountry();

    @Message("withdrawn")
    String withdrawn();

    @Message("No player is registered yet.")
    String noPlayers();

    @Message("Standings after round {n}")
    String standingsAfter(String n);

    @Message("Standings")
    String standings();

    @Message("No result yet: the standings begin with the first result.")
    String standingsEmpty();

    @Message("Registered, not placed")
    String registeredOnly();

    @Message("These players have had no game and no bye yet; they are placed once they play.")
    String registeredOnlyWhy();

    @Message("Pl.")
    String colPlaceShort();

    @Message("Place")
    String colPlaceLong();

    @Message("Wins")
    String colWins();

    @Message("R{n}")
    String roundShort(String n);

    @Message("Placed by {criteria}.")
    String placedBy(String criteria);

    @Message("Each round gives the opponent's place, then + won, − lost, = jigo, ? not known yet; / played, ! by default; b or w the colour played; then the handicap stones, if any. A place followed by = is shared.")
    String cellLegend();

    @Message("Previous round")
    String previousRound();

    @Message("Next round")
    String nextRound();

    @Message("Number of wins")
    String critWins();

    @Message("McMahon score")
    String critMcMahon();

    @Message("Sum of the opponents' scores")
    String critSos();

    @Message("Sum of the opponents' SOS")
    String critSosos();

    @Message("Sum of the scores of the opponents beaten")
    String critSodos();

    @Message("Cumulative sum of scores")
    String critCuss();

    @Message("Round {n}: pairings and results")
    String pairingsTitle(String n);

    @Message("The pairing of this round is not published yet.")
    String notPublished();

    @Message("No board in this round.")
    String noBoards();

    @Message("Board")
    String colBoard();

    @Message("Handicap")
    String colHandicap();

    @Message("Komi")
    String colKomi();

    @Message("Result")
    String colResult();

    @Message("Game")
    String colGame();

    @Message("view")
    String viewGame();

    @Message("not started")
    String notStarted();

    @Message("Without a board")
    String byes();

    @Message("Won")
    String statWins();

    @Message("Lost")
    String statLosses();

    @Message("Jigo")
    String statDraws();

    @Message("With Black")
    String statBlack();

    @Message("With White")
    String statWhite();

    @Message("Warnings")
    String statWarnings();

    @Message("Penalties")
    String statPenalties();

    @Message("Withdrawn: {reason}")
    String withdrawnBecause(String reason);

    @Message("Withdrawn.")
    String withdrawnPlain();

    @Message("Colour")
    String colColour();

    @Message("Opponent")
    String colOpponent();

    @Message("won")
    String outcomeWin();

    @Message("lost")
    String outcomeLoss();

    @Message("jigo")
    String outcomeDraw();

    @Message("both lose")
    String outcomeBothLose();

    @Message("no result")
    String outcomeNoResult();

    @Message("in play")
    String outcomePending();

    @Message("Games")
    String games();

    @Message("No game yet.")
    String noGames();

    @Message("Duan promotion")
    String duan();

    @Message("Table 4 points {points}: total {total}, average {average}.")
    String duanPoints(String points, String total, String average);

    @Message("Not found")
    String notFound();

    @Message("There is no tournament {id}.")
    String noSuchTournament(String id);

    @Message("There is no game {id}.")
    String noSuchGame(String id);

    @Message("No player {id} is registered in {tournament}.")
    String noSuchPlayer(String id, String tournament);

    @Message("There is no round {round} in {tournament}.")
    String noSuchRound(String round, String tournament);

    @Message("There is no page at this address.")
    String noSuchPage();

    @Message("{tournament} has no page at this address.")
    String noSuchEventPage(String tournament);

    @Message("Audit trail")
    String auditTrail();

    @Message("Every decision of this event, up to event {sequence}, is chained and signed by this installation's key (at {signedAt}).")
    String auditHead(long sequence, String signedAt);

    @Message("Last hash")
    String auditHash();

    @Message("Installation key (Ed25519)")
    String auditKey();

    @Message("The signed head")
    String auditKeepHead();

    @Message("The key")
    String auditKeepKey();

    @Message("Keep both: tengen audit verify --key shows whether a later export of this event was cut short or rewritten.")
    String auditWhy();

    @Message("The signed head is being computed; it shows here in a moment.")
    String auditPending();
}
