package dev.tengen.arbitration.service.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.lang.reflect.Proxy;
import org.axonframework.modelling.command.ConcurrencyException;
import org.junit.jupiter.api.Test;

class ArbitrationProblemsTest {

    /** A request's address, as JAX-RS gives it to a mapper: only its path is read. */
    private static UriInfo at(String path) {
        return (UriInfo) Proxy.newProxyInstance(UriInfo.class.getClassLoader(), new Class<?>[] {UriInfo.class},
                (proxy, method, args) -> method.getName().equals("getPath") ? path : null);
    }

    @Test
    void aChangeStoredFirstByAnotherCommandIsAConflictNotAFailure() {
        Response answer = new ArbitrationProblems().simultaneousChange(
                new ConcurrencyException("An event for aggregate [p-1] at sequence [3] was already inserted"),
                at("/api/v1/protests/p-1/decision"));

        assertEquals(409, answer.getStatus());
        Problem problem = (Problem) answer.getEntity();
        assertEquals("concurrent-change", problem.code());
        assertEquals("/api/v1/protests/p-1/decision", problem.instance());
        assertTrue(problem.detail().contains("nothing of this request was stored"), problem.detail());
    }
}
