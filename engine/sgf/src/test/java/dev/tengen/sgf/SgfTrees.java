package dev.tengen.sgf;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

/** Generators of SGF models: trees with variations and values full of characters that need care. */
final class SgfTrees {

    private SgfTrees() {
    }

    static Arbitrary<String> values() {
        return Arbitraries.strings()
                .withCharRange(' ', '~')
                .withChars("]]\\\\\n\r\t:;()[")
                .withCharRange('\u00A0', '\u00FF')
                .withCharRange('\uAC00', '\uAC40')
                .withCharRange('\u4E00', '\u4E40')
                .ofMaxLength(12)
                .injectDuplicates(0.05);
    }

    static Arbitrary<String> identifiers() {
        return Arbitraries.strings().withCharRange('A', 'Z').ofMinLength(1).ofMaxLength(3);
    }

    static Arbitrary<SgfProperty> properties() {
        return Combinators.combine(identifiers(), values().list().ofMinSize(1).ofMaxSize(3)).as(SgfProperty::new);
    }

    static Arbitrary<List<SgfProperty>> propertyLists() {
        return properties().list().ofMaxSize(4).uniqueElements(SgfProperty::identifier);
    }

    static Arbitrary<SgfNode> trees() {
        Arbitrary<SgfNode> leaves = propertyLists().map(properties -> new SgfNode(properties, List.of()));
        return Arbitraries.recursive(
                () -> leaves,
                children -> Combinators.combine(propertyLists(), children.list().ofMinSize(1).ofMaxSize(3)).as(SgfNode::new),
                0, 4);
    }

    static Arbitrary<SgfCollection> collections() {
        return trees().list().ofMinSize(1).ofMaxSize(3).map(SgfCollection::new);
    }

    /** The same collection with CA[UTF-8] first in every root, as UTF-8 bytes declare it. */
    static SgfCollection declaringUtf8(SgfCollection collection) {
        List<SgfNode> roots = new ArrayList<>();
        for (SgfNode root : collection.gameTrees()) {
            List<SgfProperty> properties = new ArrayList<>();
            properties.add(SgfProperty.of("CA", "UTF-8"));
            root.properties().stream().filter(p -> !p.identifier().equals("CA")).forEach(properties::add);
            roots.add(new SgfNode(properties, root.children()));
        }
        return new SgfCollection(roots);
    }
}
