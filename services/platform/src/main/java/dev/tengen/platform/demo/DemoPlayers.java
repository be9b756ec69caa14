package dev.tengen.platform.demo;

import java.util.List;

/**
 * The demo event's players as {@code demo/players.txt} lists them (name|rank|club|country), the file that
 * {@code scripts/lib/demo-load} registers in the distributed deployment too, so both demos hold the same field.
 */
final class DemoPlayers {

    /** One player of the demo: as registered. */
    record Player(String name, String rank, String club, String country) {
    }

    private DemoPlayers() {
    }

    /** The players in the file's order; lines starting with # are comments. */
    static List<Player> load() {
        return DemoRecords.resource("demo/players.txt").lines().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .map(line -> {
                    String[] fields = line.split("\\|", -1);
                    if (fields.length != 4) {
                        throw new IllegalStateException("demo/players.txt: '" + line + "' is not name|rank|club|country");
                    }
                    return new Player(fields[0], fields[1], fields[2], fields[3]);
                }).toList();
    }
}
