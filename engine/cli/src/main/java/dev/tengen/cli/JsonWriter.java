package dev.tengen.cli;

import dev.tengen.json.JsonStrings;
import java.util.List;
import java.util.Map;

/** Writes maps, lists, strings, numbers and booleans as JSON, keys in insertion order. */
final class JsonWriter {

    private JsonWriter() {}

    static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(sb, value, 0);
        return sb.toString();
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
                for (Map.Entry<?, ?> e : map.entrySet()) {
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
