package dev.tengen.tournament.service.api;

/**
 * The parameters of the pairing system, those of the Tengen tournament file ({@code dev.tengen.tournament.PairingSystem});
 * a field that does not belong to the configured system is null. In a command, null takes the default where the
 * system; in {@link TournamentConfigured} every field of the system is filled in. Every parameter has a default, so a
 * configuration naming only the system stays valid.
 *
 * @param cycles round-robin: how often everyone meets everyone (default 1; Chinese 2002 art. 26.2)
 * @param lossesAllowed knockout: 1 single, 2 double (default 1; Chinese 2002 art. 26.1)
 * @param knockoutAfterRound swiss-knockout: elimination starts after this round (default 5, the example of Chinese 2002
 *     App. 6)
 * @param eliminatedPerRound swiss-knockout: players out after each round from then (default 2, the
 *     example's "2 to 4")
 * @param bar mcmahon: ranks above start as the bar (kyu or dan, "3d"; default 9d: no bar)
 * @param floor mcmahon: ranks below start as the floor ("20k"; default 30k: no floor)
 * @param zero mcmahon: the rank whose start score is 0 (default: the floor)
 * @param inLine ing: wins minus losses that put a player in (default 4: the chart
 *     of Ing 1991, "Ing Tournament System", note 1)
 * @param outLine ing: losses minus wins that put a player out, 0 nobody (default 0)
 * @param winners ing: how many winners are wanted (default 3, the same chart)
 */
public record PairingParameters(
        Integer cycles,
        Integer lossesAllowed,
        Integer knockoutAfterRound,
        Integer eliminatedPerRound,
        String bar,
        String floor,
        String zero,
        Integer inLine,
        Integer outLine,
        Integer winners) {

    /** No parameter given: the defaults of the system, where it has them. */
    public static final PairingParameters DEFAULTS = new PairingParameters(null, null, null, null, null, null, null, null,
            null, null);
}
