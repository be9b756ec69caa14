package dev.tengen.sgf;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a new single-line record to export a game: the root holds FF[4], GM[1], SZ and the game info
 * in the order given; each move or pass is a node; setup after the first move gets a node of its own
 * (FF[4] keeps setup and moves apart); comments and territory go on the latest node.
 *
 * <pre>
 * SgfNode record = SgfRecordBuilder.newRecord(19)
 *         .info("PB", "Lee Sedol").info("PW", "Gu Li").komi(new BigDecimal("6.5"))
 *         .play(SgfColor.BLACK, new SgfPoint(15, 3)).pass(SgfColor.WHITE)
 *         .result("B+R").build();
 * </pre>
 */
public final class SgfRecordBuilder {

    private final int size;
    private final List<Map<String, List<String>>> nodes = new ArrayList<>();

    private SgfRecordBuilder(int size) {
        this.size = size;
        Map<String, List<String>> root = new LinkedHashMap<>();
        root.put("FF", List.of("4"));
        root.put("GM", List.of("1"));
        root.put("SZ", List.of(Integer.toString(size)));
        nodes.add(root);
    }

    public static SgfRecordBuilder newRecord(int size) {
        if (size < 1 || size > SgfPoint.MAX_BOARD_SIZE) {
            throw new IllegalArgumentException("SGF boards go from 1x1 to 52x52, not " + size + "x" + size);
        }
        return new SgfRecordBuilder(size);
    }

    /** Sets a root property such as PB, PW, BR, WR, RU, DT, EV, RO, PC, TM, OT or AP (replacing an earlier value). */
    public SgfRecordBuilder info(String identifier, String value) {
        if (!SgfProperty.isIdentifier(identifier)) {
            throw new IllegalArgumentException("not an SGF property identifier: '" + identifier + "'");
        }
        nodes.get(0).put(identifier, List.of(value));
        return this;
    }

    public SgfRecordBuilder komi(BigDecimal komi) {
        return info("KM", komi.toPlainString());
    }

    public SgfRecordBuilder handicap(int stones) {
        return info("HA", Integer.toString(stones));
    }

    public SgfRecordBuilder result(String result) {
        return info("RE", result);
    }

    /** Adds stones of one colour: to the root before the first move, otherwise in a setup node of their own. */
    public SgfRecordBuilder setup(SgfColor color, Collection<SgfPoint> points) {
        if (points.isEmpty()) {
            return this;
        }
        Map<String, List<String>> node = current();
        if (node.containsKey("B") || node.containsKey("W")) {
            node = newNode();
        }
        List<String> values = new ArrayList<>(node.getOrDefault(color.setupProperty(), List.of()));
        values.addAll(letters(points));
        node.put(color.setupProperty(), List.copyOf(values));
        return this;
    }

    public SgfRecordBuilder play(SgfColor color, SgfPoint point) {
        newNode().put(color.moveProperty(), List.of(letters(List.of(point)).get(0)));
        return this;
    }

    /** A pass, written B[] or W[] as FF[4] prefers. */
    public SgfRecordBuilder pass(SgfColor color) {
        newNode().put(color.moveProperty(), List.of(""));
        return this;
    }

    /** Sets the comment of the latest node. */
    public SgfRecordBuilder comment(String text) {
        current().put("C", List.of(text));
        return this;
    }

    /** Marks territory on the latest node; an empty side is written as an empty TB[] or TW[]. */
    public SgfRecordBuilder territory(Collection<SgfPoint> black, Collection<SgfPoint> white) {
        current().put("TB", black.isEmpty() ? List.of("") : letters(black));
        current().put("TW", white.isEmpty() ? List.of("") : letters(white));
        return this;
    }

    /** The root of the record; the moves hang from it in a single line. */
    public SgfNode build() {
        SgfNode next = null;
        for (int i = nodes.size() - 1; i >= 0; i--) {
            List<SgfProperty> properties = new ArrayList<>();
            nodes.get(i).forEach((identifier, values) -> properties.add(new SgfProperty(identifier, values)));
            next = new SgfNode(properties, next == null ? List.of() : List.of(next));
        }
        return next;
    }

    private Map<String, List<String>> current() {
        return nodes.get(nodes.size() - 1);
    }

    private Map<String, List<String>> newNode() {
        Map<String, List<String>> node = new LinkedHashMap<>();
        nodes.add(node);
        return node;
    }

    private List<String> letters(Collection<SgfPoint> points) {
        List<String> letters = new ArrayList<>(points.size());
        for (SgfPoint point : points) {
            if (!point.isOnBoard(size)) {
                throw new IllegalArgumentException("point " + point + " is off the " + size + "x" + size + " board");
            }
            letters.add(point.letters());
        }
        return letters;
    }
}
