package dev.tengen.readmodel;

import java.util.List;

/**
 * A player's page: the registration, every game round by round, and the counts.
 *
 * @param duan Duan promotion points when the player holds a professional rank, else null
 */
public record PlayerRecord(
        String tournamentId,
        PlayerView player,
        List<RecordLine> games,
        int wins,
        int losses,
        int draws,
        int asBlack,
        int asWhite,
        DuanView duan) {

    public PlayerRecord {
        games = List.copyOf(games);
    }
}
