package dev.tengen.sgf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class SgfRoundTripTest {

    @Provide
    Arbitrary<SgfCollection> collections() {
        return SgfTrees.collections();
    }

    @Property(tries = 200)
    void readingWrittenTextGivesTheSameCollection(@ForAll("collections") SgfCollection collection) throws SgfException {
        assertEquals(collection, SgfReader.read(SgfWriter.write(collection), "generated.sgf"));
    }

    @Property(tries = 200)
    void readingWrittenUtf8BytesGivesTheSameCollection(@ForAll("collections") SgfCollection generated) throws SgfException {
        SgfCollection collection = SgfTrees.declaringUtf8(generated);

        assertEquals(collection, SgfReader.read(SgfWriter.writeUtf8(collection), "generated.sgf"));
    }

    @Property(tries = 200)
    void writingIsDeterministic(@ForAll("collections") SgfCollection collection) throws SgfException {
        String text = SgfWriter.write(collection);

        assertEquals(text, SgfWriter.write(SgfReader.read(text, "generated.sgf")));
        assertArrayEquals(SgfWriter.writeUtf8(collection), SgfWriter.writeUtf8(SgfReader.read(text, "generated.sgf")));
    }
}
