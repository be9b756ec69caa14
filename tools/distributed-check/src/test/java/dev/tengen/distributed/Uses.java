package dev.tengen.distributed;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** The servers a test class needs: {@link ServersForTheRun} starts them together when the run begins. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@interface Uses {
  Server[] value();
}
