package dev.tengen.arbitration.service.web;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * The answer to an arbitration write: the change is stored and the protest or appeal is at {@code version}
 * (also the ETag). For an appeal, {@code status} says whether it was filed or found invalid, and why.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ArbitrationReceipt(String id, long version, String status, String reason, String detail, String article) {

    static ArbitrationReceipt of(String id, long version) {
        return new ArbitrationReceipt(id, version, null, null, null, null);
    }

    String etag() {
        return Long.toString(version);
    }
}
