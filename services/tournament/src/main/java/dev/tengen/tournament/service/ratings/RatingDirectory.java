package dev.tengen.tournament.service.ratings;

import dev.tengen.imports.ratings.RatingList;
import dev.tengen.imports.ratings.RatingLists;
import dev.tengen.tournament.Checked;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The rating list files the operator places in {@code tengen.ratings.dir}, each read once and read again when the
 * file changes (its size or modification time): a search as the director types does not read a 4 MB list again.
 */
@ApplicationScoped
public class RatingDirectory {

    /** One file of the directory, read: the list or its problems. */
    public record ListFile(String file, Checked<RatingList> list) {
    }

    private record Stamp(long size, FileTime modified) {
    }

    private record Cached(Stamp stamp, Checked<RatingList> list) {
    }

    private final Optional<Path> directory;
    private final Map<Path, Cached> cache = new ConcurrentHashMap<>();

    @Inject
    RatingDirectory(RatingsConfig config) {
        this(config.dir());
    }

    RatingDirectory(Optional<Path> directory) {
        this.directory = directory;
    }

    /** Whether the operator configured a directory. */
    public boolean configured() {
        return directory.isPresent();
    }

    /** Every regular file of the directory, by name, read as a rating list; empty when none is configured. */
    public List<ListFile> lists() {
        if (directory.isEmpty() || !Files.isDirectory(directory.get())) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(directory.get())) {
            return files.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().startsWith("."))
                    .sorted().map(f -> new ListFile(f.getFileName().toString(), read(f))).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private Checked<RatingList> read(Path file) {
        Stamp stamp;
        try {
            stamp = new Stamp(Files.size(file), Files.getLastModifiedTime(file));
        } catch (IOException e) {
            return Checked.invalid(file.getFileName().toString(), "cannot be read: " + e.getMessage());
        }
        Cached cached = cache.get(file);
        if (cached != null && cached.stamp().equals(stamp)) {
            return cached.list();
        }
        Checked<RatingList> list = RatingLists.read(file);
        cache.put(file, new Cached(stamp, list));
        return list;
    }
}
