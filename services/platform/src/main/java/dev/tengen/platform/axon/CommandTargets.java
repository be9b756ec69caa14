package dev.tengen.platform.axon;

import java.lang.annotation.Annotation;
import java.lang.reflect.AccessibleObject;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.axonframework.commandhandling.CommandMessage;
import org.axonframework.common.ReflectionUtils;
import org.axonframework.common.annotation.AnnotationUtils;
import org.axonframework.modelling.command.CommandTargetResolver;
import org.axonframework.modelling.command.TargetAggregateIdentifier;
import org.axonframework.modelling.command.TargetAggregateVersion;
import org.axonframework.modelling.command.VersionedAggregateIdentifier;

/**
 * The aggregate a command targets, read from its {@code @TargetAggregateIdentifier} and {@code @TargetAggregateVersion}
 * members as Axon's annotation resolver reads them (a method without parameters first, then a field; the identifier's
 * {@code toString()}, the version as a number or its text), with the members found once per command class.
 *
 * <p>Why: Axon's resolver walks every method and field of the command and their annotations on every command; on a
 * move that was 2% of the platform's CPU (docs/BENCHMARKS.md, "The move's path").
 */
public final class CommandTargets implements CommandTargetResolver {

    /** The members of one command class that name its aggregate and expected version; either may be null. */
    private record Members(AccessibleObject identifier, AccessibleObject version) {}

    private final Map<Class<?>, Members> byClass = new ConcurrentHashMap<>();

    @Override
    public VersionedAggregateIdentifier resolveTarget(CommandMessage<?> command) {
        Members members = byClass.computeIfAbsent(command.getPayloadType(),
                type -> new Members(member(type, TargetAggregateIdentifier.class), member(type, TargetAggregateVersion.class)));
        Object payload = command.getPayload();
        Object identifier;
        Long version;
        try {
            identifier = read(members.identifier(), payload);
            version = number(read(members.version(), payload));
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException("An exception occurred while extracting aggregate information from a command", e);
        } catch (IllegalAccessException e) {
            throw new IllegalArgumentException("The aggregate information of the command cannot be read.", e);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("The value provided for the version is not a number.", e);
        }
        if (identifier == null) {
            throw new IllegalArgumentException("Invalid command. It does not identify the target aggregate: no member of "
                    + command.getPayloadType().getSimpleName() + " is annotated @TargetAggregateIdentifier with a value.");
        }
        return new VersionedAggregateIdentifier(identifier.toString(), version);
    }

    private static AccessibleObject member(Class<?> type, Class<? extends Annotation> annotation) {
        for (Method method : ReflectionUtils.methodsOf(type)) {
            if (AnnotationUtils.isAnnotationPresent(method, annotation)) {
                return ReflectionUtils.ensureAccessible(method);
            }
        }
        for (Field field : ReflectionUtils.fieldsOf(type)) {
            if (AnnotationUtils.isAnnotationPresent(field, annotation)) {
                return ReflectionUtils.ensureAccessible(field);
            }
        }
        return null;
    }

    private static Object read(AccessibleObject member, Object payload)
            throws InvocationTargetException, IllegalAccessException {
        return switch (member) {
            case null -> null;
            case Method method -> method.invoke(payload);
            case Field field -> field.get(payload);
            default -> throw new AssertionError(member);
        };
    }

    private static Long number(Object value) {
        return switch (value) {
            case null -> null;
            case Number n -> n.longValue();
            default -> Long.parseLong(value.toString());
        };
    }
}
