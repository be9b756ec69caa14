package dev.tengen.cli;

import dev.tengen.json.JsonStrings;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SequencedMap;

/**
 * Writes maps, lists, strings, numbers and booleans as JSON: an ordered map's keys in its order (a {@code LinkedHashMap}
 * as built), any other map's sorted by name, so that the same answer is the same bytes from run to run ({@code Map.of}
 * iterates in an order that changes between JVM runs, and a script diffing two outputs saw changes that were none).
 */
final class JsonWriter {

    private JsonWriter() {}

    static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, 0);
        return sb.toString();
    }

    private static Iterable<? extends Map.Entry<?, ?>> ordered(Map<?, ?> map) {
        if (map instanceof SequencedMap<?, ?>) {
            return map.entrySet();
        }
        List<Map.Entry<?, ?>> entries = new ArrayList<>(map.entrySet());
        entries.sort(Comparator.comparing(e -> String.valueOf(e.getKey())));
        return entries;
    }

    private static void write(StringBuilder sb, Object value, int indent) {
        switch (value) {
            case null -> sb.append("null");
            case String s -> JsonStrings.quote(s, sb);
            case Boolean b -> sb.append(b);
            case Double d -> sb.append(d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString(d.longValue()) : d.toString());
            case Number n -> sb.append(n);
            case Map<?, ?> map -> {
                if (map.isEmpty()) {
                    sb.append("{}");
                    return;
                }
                sb.append("{\n");
                int i = 0;
                for (Map.Entry<?, ?> e : ordered(map)) {
                    pad(sb, indent + 1);
                    JsonStrings.quote(String.valueOf(e.getKey()), sb);
                    sb.append(": ");
                    write(sb, e.getValue(), indent + 1);
                    sb.append(++i < map.size() ? ",\n" : "\n");
                }
                pad(sb, indent);
                sb.append('}');
            }
            case List<?> list -> {
                if (list.isEmpty()) {
                    sb.append("[]");
                    return;
                }
                boolean flat = list.stream().noneMatch(v -> v instanceof Map || v instanceof List);
                sb.append(flat ? "[" : "[\n");
                for (int i = 0; i < list.size(); i++) {
                    if (!flat) {
                        pad(sb, indent + 1);
                    }
                    write(sb, list.get(i), indent + 1);
                    if (i + 1 < list.size()) {
                        sb.append(flat ? ", " : ",\n");
                    }
                }
                if (!flat) {
                    sb.append('\n');
                    pad(sb, indent);
                }
                sb.append(']');
            }
            default -> JsonStrings.quote(value.toString(), sb);
        }
    }

    private static void pad(StringBuilder sb, int indent) {
        sb.append("  ".repeat(indent));
    }

}
