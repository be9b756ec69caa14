package dev.tengen.tournament.service.ratings;

import io.smallrye.config.ConfigMapping;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The federations' rating lists the registration desk searches, under {@code tengen.ratings.}: one setting, read the
 * same by the embedded platform and by the tournament application ({@code TENGEN_RATINGS_DIR}).
 */
@ConfigMapping(prefix = "tengen.ratings")
public interface RatingsConfig {

    /**
     * The directory where the operator places the rating list files (the EGD's list, the AGA's TDList, the FFG's
     * échelle), read as they are published; no search without it.
     */
    Optional<Path> dir();
}
