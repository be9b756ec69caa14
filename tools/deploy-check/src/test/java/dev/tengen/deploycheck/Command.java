package dev.tengen.deploycheck;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** A program run to its end (kubectl, node), its output and errors read whole. */
final class Command {

    record Result(int exit, String out, String err) {
    }

    private Command() {
    }

    /** Runs the command in the directory; exit -1 with the reason when it cannot start or takes over 60 s. */
    static Result run(List<String> command, Path directory) {
        try {
            Process process = new ProcessBuilder(command).directory(directory.toFile()).start();
            CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> text(process.getErrorStream()));
            String out = text(process.getInputStream());
            if (!process.waitFor(60, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return new Result(-1, out, command + " took over 60 s");
            }
            return new Result(process.exitValue(), out, err.join());
        } catch (IOException e) {
            return new Result(-1, "", command.getFirst() + " cannot start: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(-1, "", "interrupted");
        }
    }

    private static String text(InputStream stream) {
        try (stream) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
