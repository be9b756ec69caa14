package dev.tengen.cli;

import static dev.tengen.cli.CliTestSupport.tengen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class RulesCommandTest {

    @Test
    void listsTheFiveRuleSetsWithTheirArticles() {
        CliTestSupport.Run run = tengen("rules");
        assertEquals(0, run.exit());
        for (String name : new String[] {"korean-2016", "korean-2013", "chinese-2002", "aga", "ing-1991"}) {
            assertTrue(run.out().contains(name + " — "), name);
        }
        assertTrue(run.out().contains("Ing 1991 art. 3"));
    }

    @Test
    void jsonListsEveryDimension() {
        CliTestSupport.Run run = tengen("rules", "--json");
        assertEquals(0, run.exit());
        assertTrue(run.out().contains("\"value\": \"positional superko\""), run.out());
        assertTrue(run.out().contains("\"value\": \"situational superko\""), run.out());
    }

    /** The same answer is the same bytes: a dimension's members in one order whatever the JVM's hashing. */
    @Test
    void jsonKeepsOneOrderOfMembers() {
        String out = tengen("rules", "--json").out();
        int article = out.indexOf("\"article\": ");
        assertTrue(article > 0 && article < out.indexOf("\"value\": "), "a dimension's article, then its value: " + out);
    }

    @Test
    void anUnknownCommandExitsTwoWithHelp() {
        CliTestSupport.Run run = tengen("frobnicate");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("unknown command 'frobnicate'"));
    }
}
