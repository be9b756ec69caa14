package dev.tengen.platform.axon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.game.service.api.PlayMove;
import java.time.Instant;
import org.axonframework.commandhandling.GenericCommandMessage;
import org.axonframework.modelling.command.AnnotationCommandTargetResolver;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;
import org.axonframework.modelling.command.VersionedAggregateIdentifier;
import org.junit.jupiter.api.Test;

/** The aggregate a command targets, as Axon's own annotation resolver finds it. */
class CommandTargetsTest {

    record Numbered(@TargetAggregateIdentifier Integer id, @TargetAggregateVersion String version) {}

    record Unaddressed(String text) {}

    static final class FieldOnly {
        @TargetAggregateIdentifier
        private final String id = "game-7";
    }

    private static VersionedAggregateIdentifier target(Object command) {
        return new CommandTargets().resolveTarget(GenericCommandMessage.asCommandMessage(command));
    }

    @Test
    void aMoveTargetsItsGameAtTheVersionItExpects() {
        PlayMove move = new PlayMove("game-1", 12L, "black", "Q16", "referee", Instant.EPOCH);
        VersionedAggregateIdentifier axons = AnnotationCommandTargetResolver.builder().build()
                .resolveTarget(GenericCommandMessage.asCommandMessage(move));
        VersionedAggregateIdentifier ours = target(move);
        assertEquals("game-1", ours.getIdentifier());
        assertEquals(12L, ours.getVersion());
        assertEquals(axons, ours);
    }

    @Test
    void aMoveWithoutAnExpectedVersionHasNone() {
        assertNull(target(new PlayMove("game-1", null, "black", "Q16", "referee", Instant.EPOCH)).getVersion());
    }

    @Test
    void anIdentifierIsItsTextAndAVersionInTextIsReadAsANumber() {
        VersionedAggregateIdentifier target = target(new Numbered(42, "7"));
        assertEquals("42", target.getIdentifier());
        assertEquals(7L, target.getVersion());
    }

    @Test
    void anAnnotatedFieldNamesTheAggregateToo() {
        assertEquals("game-7", target(new FieldOnly()).getIdentifier());
    }

    @Test
    void aCommandNamingNoAggregateIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> target(new Unaddressed("x")));
        assertThrows(IllegalArgumentException.class, () -> target(new Numbered(null, null)));
    }

    @Test
    void aVersionThatIsNotANumberIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> target(new Numbered(1, "seven")));
    }
}
