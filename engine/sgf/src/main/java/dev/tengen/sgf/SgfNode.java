package dev.tengen.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A node of a game tree: its properties in file order and its children in order.
 * The first child continues the main line; the others are variations.
 *
 * <p>Immutable. Equality compares properties (order included) and children, without recursion,
 * so a game of any length can be compared. A node read from a file also remembers where each
 * value stood, for error messages; that is not part of equality.
 */
public final class SgfNode {

    private final List<SgfProperty> properties;
    private final List<SgfNode> children;
    private final SourceText source;
    private final int[][] valueOffsets;
    private final int hash;

    public SgfNode(List<SgfProperty> properties, List<SgfNode> children) {
        this(List.copyOf(properties), List.copyOf(children), null, null);
        Set<String> seen = new HashSet<>();
        for (SgfProperty property : this.properties) {
            if (!seen.add(property.identifier())) {
                throw new IllegalArgumentException("property " + property.identifier() + " appears twice in one node");
            }
        }
    }

    /** Trusted path for the reader: lists already immutable, identifiers already unique. */
    SgfNode(List<SgfProperty> properties, List<SgfNode> children, SourceText source, int[][] valueOffsets) {
        this.properties = properties;
        this.children = children;
        this.source = source;
        this.valueOffsets = valueOffsets;
        int h = properties.hashCode();
        for (SgfNode child : children) {
            h = 31 * h + child.hash;
        }
        this.hash = h;
    }

    public static SgfNode leaf(SgfProperty... properties) {
        return new SgfNode(List.of(properties), List.of());
    }

    public List<SgfProperty> properties() {
        return properties;
    }

    public List<SgfNode> children() {
        return children;
    }

    /** The next node on the main line (the first child), if any. */
    public Optional<SgfNode> mainLineChild() {
        return children.isEmpty() ? Optional.empty() : Optional.of(children.get(0));
    }

    public boolean has(String identifier) {
        return indexOf(identifier) >= 0;
    }

    /** All values of a property, or an empty list when the node does not have it. */
    public List<String> values(String identifier) {
        int index = indexOf(identifier);
        return index < 0 ? List.of() : properties.get(index).values();
    }

    /** The first value of a property, if the node has it. */
    public Optional<String> value(String identifier) {
        int index = indexOf(identifier);
        return index < 0 ? Optional.empty() : Optional.of(properties.get(index).values().get(0));
    }

    /** This node with one property set (replacing its values in place, or added at the given position). */
    public SgfNode with(SgfProperty property, int positionIfNew) {
        List<SgfProperty> changed = new ArrayList<>(properties);
        int index = indexOf(property.identifier());
        if (index >= 0) {
            changed.set(index, property);
        } else {
            changed.add(Math.min(Math.max(positionIfNew, 0), changed.size()), property);
        }
        return new SgfNode(List.copyOf(changed), children, null, null);
    }

    public SgfNode withChildren(List<SgfNode> newChildren) {
        return new SgfNode(properties, List.copyOf(newChildren), source, valueOffsets);
    }

    /** Name of the file this node was read from, or {@code <built in code>}. */
    public String sourceName() {
        return source == null ? SourceText.BUILT_IN_CODE : source.name;
    }

    /** An error about one value of a property of this node, placed where that value stood in the file. */
    SgfException error(String identifier, int valueIndex, String reason) {
        return new SgfException(place(identifier, valueIndex), reason);
    }

    /** Where one value of a property of this node stood in the file (its {@code [}); line 0 when unknown. */
    public SgfPlace place(String identifier, int valueIndex) {
        int index = indexOf(identifier);
        if (source == null || index < 0) {
            return new SgfPlace(sourceName(), 0, 0);
        }
        int[] offsets = valueOffsets[index];
        return source.place(offsets[Math.min(valueIndex, offsets.length - 1)]);
    }

    private int indexOf(String identifier) {
        for (int i = 0; i < properties.size(); i++) {
            if (properties.get(i).identifier().equals(identifier)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof SgfNode that)) {
            return false;
        }
        ArrayDeque<SgfNode> left = new ArrayDeque<>();
        ArrayDeque<SgfNode> right = new ArrayDeque<>();
        left.push(this);
        right.push(that);
        while (!left.isEmpty()) {
            SgfNode a = left.pop();
            SgfNode b = right.pop();
            if (a == b) {
                continue;
            }
            if (a.hash != b.hash || a.children.size() != b.children.size() || !a.properties.equals(b.properties)) {
                return false;
            }
            for (int i = 0; i < a.children.size(); i++) {
                left.push(a.children.get(i));
                right.push(b.children.get(i));
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return hash;
    }

    /** The subtree as SGF text, so that test failures show something readable. */
    @Override
    public String toString() {
        return SgfWriter.writeTree(this);
    }
}
