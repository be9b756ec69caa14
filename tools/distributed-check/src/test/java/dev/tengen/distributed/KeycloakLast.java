package dev.tengen.distributed;

import java.util.Arrays;
import java.util.Comparator;
import java.util.Set;
import org.junit.jupiter.api.ClassDescriptor;
import org.junit.jupiter.api.ClassOrderer;
import org.junit.jupiter.api.ClassOrdererContext;

/**
 * The run's order of test classes (junit-platform.properties): those that need no Keycloak first, then those that do,
 * and last the two that fill the topics most (DeploymentFaultsTest's streams of commands and tournaments,
 * RunDistributedTest's demo event); by name within each. {@link ServersForTheRun} begins every server when the run
 * begins; Keycloak's start (a minute or more on 2 cores) is spent testing on PostgreSQL, Kafka and MongoDB instead of
 * waiting for it. A read-models application on a consumer group of its own reads every topic from its beginning,
 * so each class that starts one comes before the bulk of the events rather than after it. Each class still awaits
 * the servers it uses and makes its own tournaments, so the order changes no result.
 */
public final class KeycloakLast implements ClassOrderer {
  private static final Set<Class<?>> FILL_THE_TOPICS = Set.of(DeploymentFaultsTest.class, RunDistributedTest.class);

  @Override
  public void orderClasses(ClassOrdererContext context) {
    context.getClassDescriptors().sort(Comparator.comparingInt(KeycloakLast::rank)
        .thenComparing(descriptor -> descriptor.getTestClass().getName()));
  }

  private static int rank(ClassDescriptor descriptor) {
    Class<?> test = descriptor.getTestClass();
    if (FILL_THE_TOPICS.contains(test)) {
      return 2;
    }
    Uses uses = test.getAnnotation(Uses.class);
    return uses != null && Arrays.asList(uses.value()).contains(Server.KEYCLOAK) ? 1 : 0;
  }
}
