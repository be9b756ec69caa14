package dev.tengen.rank;

/** The kinds of rank and where each sits on its scale. */
public enum RankKind {
    /** Amateur kyu, 30 (weakest) to 1 (strongest). */
    KYU(RankScale.KYU_DAN, 30, "k"),
    /** Amateur dan, 1 to 9. */
    DAN(RankScale.KYU_DAN, 9, "d"),
    /** Professional dan, 1 to 9 (Chinese 2002 art. 25.3: nine professional classes). */
    PRO(RankScale.KYU_DAN, 9, "p"),
    /** Ing 1991 art. 6: chi ranks run from 1 (high) to 9 (low), one play apart. */
    CHI(RankScale.ING, 9, "chi"),
    /** Ing 1991 art. 6: tuan ranks run from 9 (high) to 1 (low), half a play (four points) apart. */
    TUAN(RankScale.ING, 9, "tuan"),
    /** Ing 1991 art. 6: ping ranks run from 1 (high) to 9 (low), a quarter play (two points) apart. */
    PING(RankScale.ING, 9, "ping");

    /** Quarter plays from 9 chi to 1 chi: eight steps of one play (Ing 1991 art. 6). */
    static final int CHI_TOP = 8 * 4;
    /**
     * Quarter plays from 1 chi up to 1 tuan. The lost diagram fixed this gap; Tengen takes the step of
     * the rank entered, half a play (docs/drafts/rank-and-duan.md, "Where the Ing levels meet").
     */
    static final int CHI_TO_TUAN = 2;
    /** Quarter plays from 9 tuan up to 9 ping: the step of the rank entered, a quarter play. */
    static final int TUAN_TO_PING = 1;

    private final RankScale scale;
    private final int highestNumber;
    private final String suffix;

    RankKind(RankScale scale, int highestNumber, String suffix) {
        this.scale = scale;
        this.highestNumber = highestNumber;
        this.suffix = suffix;
    }

    public RankScale scale() {
        return scale;
    }

    /** Numbers run from 1 to this. */
    public int highestNumber() {
        return highestNumber;
    }

    /** The suffix of the canonical notation: "5k", "3d", "2p", "3ping", "9tuan", "1chi". */
    public String suffix() {
        return suffix;
    }

    boolean accepts(int number) {
        return number >= 1 && number <= highestNumber;
    }

    /** The position of rank {@code number} of this kind on its scale; larger is stronger. */
    int value(int number) {
        return switch (this) {
            case KYU -> -number;
            case DAN -> number - 1;
            // OpenGotha Player.convertKDPToInt: 1p-3p count as 7d, 4p-6p as 8d, 7p-9p as 9d.
            case PRO -> number <= 3 ? 6 : number <= 6 ? 7 : 8;
            case CHI -> (9 - number) * 4;
            case TUAN -> CHI_TOP + CHI_TO_TUAN + (number - 1) * 2;
            case PING -> CHI_TOP + CHI_TO_TUAN + 8 * 2 + TUAN_TO_PING + (9 - number);
        };
    }
}
