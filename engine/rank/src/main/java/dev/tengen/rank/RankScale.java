package dev.tengen.rank;

/**
 * A family of ranks whose numeric values can be subtracted. Ranks of different scales have no common
 * measure: the seed's "Scale Comparison" diagram that set Ing's ranks beside kyu and dan is lost
 * (Ing 1991, "Diagram of the Ping-Tuan-Chi Rating Scale"), so Tengen never converts between them.
 */
public enum RankScale {
    /**
     * Amateur kyu and dan and professional dan. One unit is one rank, one handicap stone: 30k = -30,
     * 1k = -1, 1d = 0, 9d = 8, OpenGotha's internal rank values (OpenGotha Player.java, "Rank between
     * -30 (30K) and +8 (9D)").
     */
    KYU_DAN,
    /**
     * Ing's ping, tuan and chi (Ing 1991 art. 6). One unit is a quarter play, the difference of one ping
     * and two compensation points: 9 chi = 0, 1 chi = 32, 1 tuan = 34, 9 tuan = 50, 9 ping = 51, 1 ping = 59.
     */
    ING
}
