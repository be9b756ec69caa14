package dev.tengen.sgf;

/** The decoded text of one source, turning character offsets into 1-based lines and columns for error messages. */
final class SourceText {

    /** Name used for trees built in code, which have no file. */
    static final String BUILT_IN_CODE = "<built in code>";

    final String name;
    final char[] chars;
    private int[] lineStarts;

    SourceText(String name, char[] chars) {
        this.name = name;
        this.chars = chars;
    }

    SgfException error(int offset, String reason) {
        return new SgfException(place(offset), reason);
    }

    SgfPlace place(int offset) {
        int line = lineOf(offset);
        int start = lineStarts()[line - 1];
        int column = 1;
        for (int i = start; i < offset && i < chars.length; i++) {
            boolean secondHalfOfPair = Character.isLowSurrogate(chars[i]) && i > start && Character.isHighSurrogate(chars[i - 1]);
            if (!secondHalfOfPair) {
                column++;
            }
        }
        return new SgfPlace(name, line, column);
    }

    private int lineOf(int offset) {
        int[] starts = lineStarts();
        int low = 0;
        int high = starts.length - 1;
        while (low < high) {
            int mid = (low + high + 1) >>> 1;
            if (starts[mid] <= offset) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        return low + 1;
    }

    // Line breaks are LF, CR LF and a lone CR, as text editors count them.
    private int[] lineStarts() {
        if (lineStarts == null) {
            int[] starts = new int[16];
            int count = 1;
            for (int i = 0; i < chars.length; i++) {
                char c = chars[i];
                boolean lineEnds = c == '\n' || (c == '\r' && (i + 1 >= chars.length || chars[i + 1] != '\n'));
                if (lineEnds) {
                    if (count == starts.length) {
                        starts = java.util.Arrays.copyOf(starts, count * 2);
                    }
                    starts[count++] = i + 1;
                }
            }
            lineStarts = java.util.Arrays.copyOf(starts, count);
        }
        return lineStarts;
    }
}
