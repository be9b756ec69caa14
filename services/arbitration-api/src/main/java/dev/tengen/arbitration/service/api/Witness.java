package dev.tengen.arbitration.service.api;

import java.util.Objects;

/** A witness named on the appeal form: name, signature, telephone and NOC (empty when not given). */
public record Witness(String name, String signature, String telephone, String noc) {

    public Witness {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(signature, "signature");
        Objects.requireNonNull(telephone, "telephone");
        Objects.requireNonNull(noc, "noc");
    }
}
