package dev.tengen.distributed;

import java.util.Arrays;
import java.util.Comparator;
import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;

/**
 * The run's order of test classes (junit-platform.properties): those that need no Keycloak first, by name, then those
 * that do, by name. {@link ServersForTheRun} begins every server when the run begins; Keycloak's first start (its
 * schema, the realm's import) takes a minute or more, which the classes on PostgreSQL, Kafka and MongoDB alone spend
 * testing instead of waiting for it. Each class still awaits the servers it uses, so the order changes no result.
 */
public final class KeycloakLast implements ClassOrderer {
  @Override
  public void orderClasses(ClassOrdererContext context) {
    context.getClassDescriptors().sort(Comparator.comparing(KeycloakLast::needsKeycloak)
        .thenComparing(descriptor -> descriptor.getTestClass().getName()));
  }

  private static boolean needsKeycloak(ClassDescriptor descriptor) {
    Uses uses = descriptor.getTestClass().getAnnotation(Uses.class);
    return uses != null && Arrays.asList(uses.value()).contains(Server.KEYCLOAK);
  }
}
