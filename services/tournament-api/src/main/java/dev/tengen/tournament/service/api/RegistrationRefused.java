package dev.tengen.tournament.service.api;

import java.util.List;
import java.util.Objects;

/**
 * An import was refused and nobody was registered: every row at fault, with its line, the refusal and the sentence
 * a single registration would have given. No stack trace is recorded: a refusal is an answer, not a fault.
 */
public final class RegistrationRefused extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** One row at fault. */
    public record RowFault(int line, String code, String field, String sentence) {
    }

    private final transient List<RowFault> faults;

    public RegistrationRefused(List<RowFault> faults) {
        super(faults.size() + (faults.size() == 1 ? " row is" : " rows are") + " refused; nobody was registered.",
                null, false, false);
        this.faults = List.copyOf(Objects.requireNonNull(faults, "faults"));
    }

    public List<RowFault> faults() {
        return faults;
    }
}
