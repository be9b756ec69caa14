package dev.tengen.rules;

/** The repeating shapes the seeds name (Korean 2016 art. 10, Korean 2013 art. 10, Chinese 2002 art. 20). */
public enum RepetitionKind {
    TRIPLE_KO,
    QUADRUPLE_KO,
    ETERNAL_LIFE,
    ROUND_ROBIN_KO,
    TWO_DOUBLE_KOS,
    THREE_POINT_ETERNAL_LIFE,
    SENDING_TWO_RETURNING_ONE,
    /** A single ko beside a double ko: the double ko always supplies a capture (Ing 1991 Dia. C13). */
    MOONSHINE_LIFE,
    /** A cycle none of the named shapes describes. */
    OTHER
}
