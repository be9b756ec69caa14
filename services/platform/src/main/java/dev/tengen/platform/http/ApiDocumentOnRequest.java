package dev.tengen.platform.http;

import io.quarkus.smallrye.openapi.OpenApiFilter;
import org.eclipse.microprofile.openapi.OASFilter;

/**
 * The API document (/q/openapi) written when it is asked for, not at every start. Quarkus builds the document when the
 * platform is built; at start it read it back, applied the security filters and wrote it out as JSON and YAML on the
 * main thread before the platform could say it was ready, a fifth of that thread's work (docs/BENCHMARKS.md, "Rebuild
 * and start-up"). With a filter that runs per request, Quarkus keeps the document it read and writes the form asked for
 * on a worker when someone asks (the route is a blocking one). This filter changes nothing in the document.
 */
@OpenApiFilter(stages = OpenApiFilter.RunStage.RUNTIME_PER_REQUEST)
public class ApiDocumentOnRequest implements OASFilter {
}
