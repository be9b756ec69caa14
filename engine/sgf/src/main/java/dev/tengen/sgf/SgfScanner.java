package dev.tengen.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The SGF FF[4] grammar in one pass over a char array, without recursion (so deep nesting cannot
 * overflow the stack) and without exceptions except to report the first error.
 *
 * <pre>
 * Collection = GameTree { GameTree }
 * GameTree   = "(" Sequence { GameTree } ")"
 * Sequence   = Node { Node }
 * Node       = ";" { Property }
 * Property   = PropIdent PropValue { PropValue }
 * PropIdent  = UcLetter { UcLetter }
 * PropValue  = "[" CValueType "]"
 * </pre>
 * White space may stand between any two of these tokens (FF[4] sgf.html, "EBNF definition").
 */
final class SgfScanner {

    private final SourceText source;
    private final char[] c;
    private final int n;
    private int pos;

    SgfScanner(SourceText source) {
        this.source = source;
        this.c = source.chars;
        this.n = c.length;
    }

    SgfCollection scan() throws SgfException {
        Draft collection = new Draft();
        if (n > 0 && c[0] == '\uFEFF') {
            pos = 1;
        }
        skipWhiteSpace();
        if (pos >= n) {
            throw source.error(pos, "no game tree: the file is empty, expected '('");
        }
        while (pos < n) {
            if (c[pos] != '(') {
                throw source.error(pos, "expected '(' to start a game tree, found " + describe(pos));
            }
            scanGameTree(collection);
            skipWhiteSpace();
        }
        return new SgfCollection(freeze(collection).children());
    }

    private void scanGameTree(Draft collection) throws SgfException {
        ArrayDeque<Draft> branchPoints = new ArrayDeque<>();
        ArrayDeque<Integer> openParens = new ArrayDeque<>();
        Draft current = collection;
        branchPoints.push(current);
        openParens.push(pos);
        pos++;
        boolean expectNode = true;
        boolean afterVariation = false;
        while (true) {
            skipWhiteSpace();
            if (pos >= n) {
                throw source.error(pos, "game tree not closed: expected ')' for the '(' at " + place(openParens.peek()));
            }
            char ch = c[pos];
            if (ch == ';') {
                if (afterVariation) {
                    throw source.error(pos, "node after a variation: expected '(' or ')'");
                }
                Draft node = new Draft();
                current.children.add(node);
                current = node;
                expectNode = false;
                pos++;
                scanProperties(node);
            } else if (ch == '(') {
                if (expectNode) {
                    throw source.error(pos, "a game tree starts with a node: expected ';', found '('");
                }
                branchPoints.push(current);
                openParens.push(pos);
                pos++;
                expectNode = true;
                afterVariation = false;
            } else if (ch == ')') {
                if (expectNode) {
                    throw source.error(pos, "empty game tree: expected ';' before ')'");
                }
                current = branchPoints.pop();
                openParens.pop();
                pos++;
                if (branchPoints.isEmpty()) {
                    return;
                }
                afterVariation = true;
            } else {
                throw source.error(pos, "expected ';', '(' or ')', found " + describe(pos));
            }
        }
    }

    private void scanProperties(Draft node) throws SgfException {
        while (true) {
            skipWhiteSpace();
            if (pos >= n || !isLetter(c[pos])) {
                return;
            }
            int start = pos;
            String identifier = scanIdentifier();
            skipWhiteSpace();
            if (pos >= n || c[pos] != '[') {
                throw source.error(pos, "property " + identifier + " has no value: expected '['"
                        + (pos < n ? ", found " + describe(pos) : ", found the end of the file"));
            }
            PropertyDraft property = node.property(identifier);
            while (pos < n && c[pos] == '[') {
                int open = pos;
                property.add(scanValue(), open);
                skipWhiteSpace();
            }
            if (property.count == 0) {
                throw source.error(start, "property " + identifier + " has no value");
            }
        }
    }

    /**
     * FF[1]-FF[3] allowed lowercase letters inside identifiers ({@code AddBlack}); FF[4] says to drop
     * them (red-bean "Converting old SGF files to FF[4]"), so {@code AddBlack} reads as {@code AB}.
     * An identifier with no uppercase letter at all names nothing and is refused.
     */
    private String scanIdentifier() throws SgfException {
        int start = pos;
        boolean lowercase = false;
        while (pos < n && isLetter(c[pos])) {
            lowercase |= c[pos] >= 'a';
            pos++;
        }
        if (!lowercase) {
            return new String(c, start, pos - start);
        }
        StringBuilder upper = new StringBuilder(4);
        for (int i = start; i < pos; i++) {
            if (c[i] <= 'Z') {
                upper.append(c[i]);
            }
        }
        if (upper.isEmpty()) {
            throw source.error(start, "property identifier '" + new String(c, start, pos - start)
                    + "' has no uppercase letter (FF[4] identifiers are uppercase)");
        }
        return upper.toString();
    }

    // FF[4] sgf.html "Text": a '\' makes the next character verbatim; '\' before a line break is a soft break and vanishes.
    private String scanValue() throws SgfException {
        int open = pos;
        int i = pos + 1;
        int start = i;
        while (i < n) {
            char ch = c[i];
            if (ch == ']') {
                pos = i + 1;
                return new String(c, start, i - start);
            }
            if (ch == '\\') {
                break;
            }
            i++;
        }
        StringBuilder value = new StringBuilder(i - start + 16);
        value.append(c, start, i - start);
        while (i < n) {
            char ch = c[i];
            if (ch == ']') {
                pos = i + 1;
                return value.toString();
            }
            if (ch == '\\') {
                i++;
                if (i >= n) {
                    break;
                }
                char escaped = c[i++];
                if (escaped == '\n' || escaped == '\r') {
                    char other = escaped == '\n' ? '\r' : '\n';
                    if (i < n && c[i] == other) {
                        i++;
                    }
                } else {
                    value.append(escaped);
                }
            } else {
                value.append(ch);
                i++;
            }
        }
        throw source.error(open, "property value not closed: expected ']'");
    }

    private void skipWhiteSpace() {
        while (pos < n) {
            char ch = c[pos];
            if (ch == ' ' || ch == '\n' || ch == '\r' || ch == '\t' || ch == '\f' || ch == '\u000B') {
                pos++;
            } else {
                return;
            }
        }
    }

    private static boolean isLetter(char ch) {
        return (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z');
    }

    private String describe(int offset) {
        char ch = c[offset];
        if (ch > ' ' && ch < 0x7F) {
            return "'" + ch + "'";
        }
        return String.format("the character U+%04X", Character.codePointAt(c, offset));
    }

    private String place(int offset) {
        SgfPlace at = source.place(offset);
        return at.line() + ":" + at.column();
    }

    /** Drafts become immutable nodes children first, with an explicit stack instead of recursion. */
    private SgfNode freeze(Draft top) {
        ArrayDeque<Draft> toVisit = new ArrayDeque<>();
        ArrayDeque<Draft> childrenFirst = new ArrayDeque<>();
        toVisit.push(top);
        while (!toVisit.isEmpty()) {
            Draft draft = toVisit.pop();
            childrenFirst.push(draft);
            for (Draft child : draft.children) {
                toVisit.push(child);
            }
        }
        while (!childrenFirst.isEmpty()) {
            Draft draft = childrenFirst.pop();
            List<SgfNode> children = new ArrayList<>(draft.children.size());
            for (Draft child : draft.children) {
                children.add(child.frozen);
            }
            draft.frozen = draft.toNode(List.copyOf(children), source);
        }
        return top.frozen;
    }

    private static final class Draft {
        final List<PropertyDraft> properties = new ArrayList<>(4);
        final List<Draft> children = new ArrayList<>(1);
        SgfNode frozen;

        // A property repeated in one node is illegal in FF[4]; its values are merged into the first occurrence.
        PropertyDraft property(String identifier) {
            for (PropertyDraft property : properties) {
                if (property.identifier.equals(identifier)) {
                    return property;
                }
            }
            PropertyDraft property = new PropertyDraft(identifier);
            properties.add(property);
            return property;
        }

        SgfNode toNode(List<SgfNode> children, SourceText source) {
            List<SgfProperty> frozen = new ArrayList<>(properties.size());
            int[][] offsets = new int[properties.size()][];
            for (int i = 0; i < properties.size(); i++) {
                PropertyDraft property = properties.get(i);
                frozen.add(new SgfProperty(property.identifier, property.values));
                offsets[i] = Arrays.copyOf(property.offsets, property.count);
            }
            return new SgfNode(List.copyOf(frozen), children, source, offsets);
        }
    }

    private static final class PropertyDraft {
        final String identifier;
        final List<String> values = new ArrayList<>(1);
        int[] offsets = new int[1];
        int count;

        PropertyDraft(String identifier) {
            this.identifier = identifier;
        }

        void add(String value, int offset) {
            if (count == offsets.length) {
                offsets = Arrays.copyOf(offsets, count * 2);
            }
            offsets[count++] = offset;
            values.add(value);
        }
    }
}
