package dev.tengen.sgf;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * The game-info of a record, read from its root node (FF[4] sgf.html "Game info properties", go.html for HA and KM).
 * Text values are kept as written; {@code handicap} is 0 when HA is absent.
 */
public record SgfGameInfo(
        Optional<String> blackPlayer,
        Optional<String> whitePlayer,
        Optional<String> blackRank,
        Optional<String> whiteRank,
        Optional<String> rules,
        Optional<BigDecimal> komi,
        int handicap,
        Optional<String> result,
        Optional<String> date,
        Optional<String> event,
        Optional<String> round,
        Optional<String> place,
        Optional<BigDecimal> timeLimitSeconds,
        Optional<String> overtime) {

    static SgfGameInfo from(SgfNode root) throws SgfException {
        int handicap = SgfValues.number(root, "HA", "the number of handicap stones").orElse(0);
        if (handicap < 0) {
            throw root.error("HA", 0, "HA cannot be negative, found " + handicap);
        }
        return new SgfGameInfo(
                root.value("PB"),
                root.value("PW"),
                root.value("BR"),
                root.value("WR"),
                root.value("RU"),
                SgfValues.real(root, "KM", "the komi"),
                handicap,
                root.value("RE"),
                root.value("DT"),
                root.value("EV"),
                root.value("RO"),
                root.value("PC"),
                SgfValues.real(root, "TM", "the time limit in seconds"),
                root.value("OT"));
    }
}
