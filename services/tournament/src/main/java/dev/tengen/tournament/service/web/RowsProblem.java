package dev.tengen.tournament.service.web;

import dev.tengen.service.web.problem.Problem;
import jakarta.ws.rs.core.Response;
import java.util.List;

/**
 * An import refused: the RFC 9457 problem with one more member, {@code rows}, every row at fault with its line, the
 * refusal's code, the field and the sentence a single registration would have answered.
 */
public record RowsProblem(String type, String title, int status, String detail, String code, String instance,
        List<Row> rows) {

    /** One row at fault. */
    public record Row(int line, String code, String field, String detail) {
    }

    static Response of(String code, String detail, String instance, List<Row> rows) {
        Problem problem = Problem.of(422, "Refused by the rules", code, detail, null, instance);
        return Response.status(422).type(Problem.MEDIA_TYPE)
                .entity(new RowsProblem(problem.type(), problem.title(), 422, detail, code, instance, rows)).build();
    }
}
