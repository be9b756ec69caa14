package dev.tengen.conduct;

import java.util.ArrayList;
import java.util.List;

/** The string literals of a Java source, with their lines: comments, characters and text blocks told apart. */
final class JavaStringLiterals {

    record Literal(int line, String text) {}

    private JavaStringLiterals() {}

    static List<Literal> of(String source) {
        List<Literal> literals = new ArrayList<>();
        int line = 1;
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (c == '\n') {
                line++;
                i++;
            } else if (source.startsWith("//", i)) {
                i = source.indexOf('\n', i);
                i = i < 0 ? n : i;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                line += count(source, i, end);
                i = end;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = source.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end;
                literals.add(new Literal(line, source.substring(i + 3, end)));
                line += count(source, i, end);
                i = Math.min(n, end + 3);
            } else if (c == '"' || c == '\'') {
                StringBuilder text = new StringBuilder();
                int j = i + 1;
                while (j < n && source.charAt(j) != c) {
                    if (source.charAt(j) == '\\' && j + 1 < n) {
                        char escaped = source.charAt(j + 1);
                        text.append(escaped == 'n' ? '\n' : escaped == 't' ? '\t' : escaped);
                        j += 2;
                    } else {
                        text.append(source.charAt(j++));
                    }
                }
                if (c == '"') {
                    literals.add(new Literal(line, text.toString()));
                }
                i = j + 1;
            } else {
                i++;
            }
        }
        return literals;
    }

    private static int count(String source, int from, int to) {
        int lines = 0;
        for (int k = from; k < to; k++) {
            if (source.charAt(k) == '\n') {
                lines++;
            }
        }
        return lines;
    }
}
