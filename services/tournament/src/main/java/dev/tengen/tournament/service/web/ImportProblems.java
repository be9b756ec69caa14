package dev.tengen.tournament.service.web;

import dev.tengen.tournament.service.api.RegistrationRefused;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** An import refused by the tournament, answered with every row at fault ({@link RowsProblem}). */
public class ImportProblems {

    @ServerExceptionMapper
    public Response refused(RegistrationRefused refused, UriInfo uri) {
        return RowsProblem.of("registration-rows-refused", refused.getMessage(), uri.getPath(), refused.faults().stream()
                .map(fault -> new RowsProblem.Row(fault.line(), fault.code(), fault.field(), fault.sentence())).toList());
    }
}
