package dev.tengen.distributed;

import java.util.EnumSet;
import java.util.Set;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Starts, when the run begins, every server its test classes declare with {@link Uses}, all at once (Keycloak's start
 * takes longest, and the others' tests run meanwhile); stops them when the run ends, whether its tests passed or not.
 */
public final class ServersForTheRun implements TestExecutionListener {
  @Override
  public void testPlanExecutionStarted(TestPlan plan) {
    Set<Server> needed = EnumSet.noneOf(Server.class);
    for (TestIdentifier root : plan.getRoots()) {
      for (TestIdentifier test : plan.getDescendants(root)) {
        if (test.getSource().orElse(null) instanceof ClassSource source) {
          Uses uses = source.getJavaClass().getAnnotation(Uses.class);
          if (uses != null) {
            needed.addAll(Set.of(uses.value()));
          }
        }
      }
    }
    // Keycloak first: the others start while it builds and imports the realm
    if (needed.remove(Server.KEYCLOAK)) {
      Servers.begin(Server.KEYCLOAK);
    }
    needed.forEach(Servers::begin);
  }

  @Override
  public void testPlanExecutionFinished(TestPlan plan) {
    Servers.stopAll();
  }
}
