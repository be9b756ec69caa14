package dev.tengen.sgf;

import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes a collection as SGF FF[4] text, deterministically: one node per line, each variation
 * in parentheses on its own line, values escaped so that {@code ']'} and {@code '\'} survive,
 * nothing else changed. {@code SgfReader.read(SgfWriter.write(c), name)} equals {@code c}.
 */
public final class SgfWriter {

    private static final Object CLOSE = new Object();

    private SgfWriter() {
    }

    /** The collection as text, exactly as the model says it (no property added or changed). */
    public static String write(SgfCollection collection) {
        StringBuilder out = new StringBuilder(4096);
        for (SgfNode root : collection.gameTrees()) {
            writeTree(root, out);
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * The collection as UTF-8 bytes. Since the bytes are UTF-8, a root that holds non-ASCII text anywhere
     * in its tree, or that declares another charset, gets CA[UTF-8] (replacing its CA in place, or added
     * after its leading FF and GM). A pure-ASCII tree without CA is left without it: ASCII reads the same
     * in UTF-8 and in FF[4]'s default ISO-8859-1.
     */
    public static byte[] writeUtf8(SgfCollection collection) {
        List<SgfNode> roots = new ArrayList<>(collection.gameTrees().size());
        for (SgfNode root : collection.gameTrees()) {
            roots.add(declaringUtf8(root));
        }
        return write(new SgfCollection(roots)).getBytes(StandardCharsets.UTF_8);
    }

    /** One game tree as text, without a trailing line break. */
    public static String writeTree(SgfNode root) {
        StringBuilder out = new StringBuilder(1024);
        writeTree(root, out);
        return out.toString();
    }

    private static void writeTree(SgfNode root, StringBuilder out) {
        ArrayDeque<Object> work = new ArrayDeque<>();
        work.push(root);
        boolean first = true;
        while (!work.isEmpty()) {
            Object item = work.pop();
            if (item == CLOSE) {
                out.append(')');
                continue;
            }
            if (!first) {
                out.append('\n');
            }
            first = false;
            out.append('(');
            SgfNode node = (SgfNode) item;
            writeNode(node, out);
            while (node.children().size() == 1) {
                node = node.children().get(0);
                out.append('\n');
                writeNode(node, out);
            }
            work.push(CLOSE);
            List<SgfNode> variations = node.children();
            for (int i = variations.size() - 1; i >= 0; i--) {
                work.push(variations.get(i));
            }
        }
    }

    private static void writeNode(SgfNode node, StringBuilder out) {
        out.append(';');
        for (SgfProperty property : node.properties()) {
            out.append(property.identifier());
            for (String value : property.values()) {
                out.append('[');
                appendEscaped(value, out);
                out.append(']');
            }
        }
    }

    // FF[4] sgf.html "Text": ']' and '\' must be escaped; ':' is left alone so composed values (aa:cc) stay composed.
    private static void appendEscaped(String value, StringBuilder out) {
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (c == ']' || c == '\\') {
                out.append('\\');
            }
            out.append(c);
        }
    }

    private static SgfNode declaringUtf8(SgfNode root) {
        List<String> declared = root.values("CA");
        boolean declaresUtf8 = !declared.isEmpty() && declared.get(0).strip().equalsIgnoreCase("UTF-8");
        if (declaresUtf8 || (declared.isEmpty() && isAscii(root))) {
            return root;
        }
        int afterHeader = 0;
        while (afterHeader < root.properties().size()
                && List.of("FF", "GM").contains(root.properties().get(afterHeader).identifier())) {
            afterHeader++;
        }
        return root.with(SgfProperty.of("CA", "UTF-8"), afterHeader);
    }

    private static boolean isAscii(SgfNode root) {
        ArrayDeque<SgfNode> toVisit = new ArrayDeque<>();
        toVisit.push(root);
        while (!toVisit.isEmpty()) {
            SgfNode node = toVisit.pop();
            for (SgfProperty property : node.properties()) {
                for (String value : property.values()) {
                    for (int i = 0; i < value.length(); i++) {
                        if (value.charAt(i) > 0x7F) {
                            return false;
                        }
                    }
                }
            }
            node.children().forEach(toVisit::push);
        }
        return true;
    }
}
