package dev.tengen.readmodel.app;

import dev.tengen.arbitration.service.api.ProtestDecided;
import dev.tengen.arbitration.service.api.ProtestFiled;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The protests of a tournament awaiting the referees' decision (Incheon 2013 arbitration art. 1.1), from the protests
 * and decisions the read models keep: filed, and not decided yet (the arbitration docket's {@code protest-filed}).
 */
final class FiledProtests {

    /** Protest id to its game, in filing order. */
    private final Map<String, String> awaiting = new LinkedHashMap<>();

    /** Applies a protest or a decision on one (any other event is passed over). */
    void apply(Object event) {
        switch (event) {
            case ProtestFiled f -> awaiting.put(f.protestId(), f.gameId());
            case ProtestDecided d -> awaiting.remove(d.protestId());
            default -> {
            }
        }
    }

    /** The game of each protest awaiting a decision, once per protest. */
    List<String> games() {
        return List.copyOf(awaiting.values());
    }
}
