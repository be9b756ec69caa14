package dev.tengen.platform.security;

import dev.tengen.service.web.security.Roles;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tengen.platform.PlatformConfig;
import dev.tengen.platform.files.DurableFile;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The local accounts of the embedded deployment, kept in one JSON file ({@code {"accounts":[...]}}, see
 * docs/PLATFORM.md). Read once at start; every change rewrites the whole file through {@link DurableFile} (a
 * temporary file forced to disk, an atomic move, the directory forced), so a crash or a power cut leaves the old
 * file or the new one, never half of one and never none.
 */
@ApplicationScoped
public class AccountFile {

    /** The file's shape. */
    record Contents(List<Account> accounts) {}

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

    private final Path file;
    private final DurableFile.Sync sync;
    private final Map<String, Account> accounts = new LinkedHashMap<>();

    @Inject
    AccountFile(PlatformConfig config) {
        this(config.accounts(), DurableFile.DISK);
    }

    AccountFile(Path file, DurableFile.Sync sync) {
        this.file = file.toAbsolutePath();
        this.sync = sync;
        load();
    }

    public Path file() {
        return file;
    }

    public synchronized Optional<Account> find(String user) {
        return Optional.ofNullable(accounts.get(user));
    }

    public synchronized List<Account> all() {
        return accounts.values().stream().sorted(Comparator.comparing(Account::user)).toList();
    }

    public synchronized boolean hasOrganizer() {
        return accounts.values().stream().anyMatch(account -> account.has(Roles.ORGANIZER));
    }

    /** Adds the account; false, and nothing written, when the user name is taken. */
    public synchronized boolean add(Account account) {
        if (accounts.containsKey(account.user())) {
            return false;
        }
        Map<String, Account> next = new LinkedHashMap<>(accounts);
        next.put(account.user(), account);
        write(next);
        accounts.put(account.user(), account);
        return true;
    }

    /** What {@link #remove} did. */
    public enum Removal { REMOVED, NO_SUCH_ACCOUNT, LAST_ORGANIZER }

    /**
     * Removes the account, unless it is the last organizer's: the check and the removal are one step under the
     * file's lock, so that two organizers removing each other at once cannot leave none (and open {@code /setup}).
     */
    public synchronized Removal remove(String user) {
        Account account = accounts.get(user);
        if (account == null) {
            return Removal.NO_SUCH_ACCOUNT;
        }
        if (account.has(Roles.ORGANIZER) && accounts.values().stream().filter(a -> a.has(Roles.ORGANIZER)).count() == 1) {
            return Removal.LAST_ORGANIZER;
        }
        Map<String, Account> next = new LinkedHashMap<>(accounts);
        next.remove(user);
        write(next);
        accounts.remove(user);
        return Removal.REMOVED;
    }

    private void load() {
        if (!Files.exists(file)) {
            return;
        }
        try {
            Contents contents = JSON.readValue(file.toFile(), Contents.class);
            for (Account account : contents.accounts() == null ? List.<Account>of() : contents.accounts()) {
                for (String role : account.roles()) {
                    if (!Roles.ALL.contains(role)) {
                        throw new IllegalStateException("The account file " + file + " gives " + account.user()
                                + " the role '" + role + "', which is none of " + Roles.ALL + ".");
                    }
                }
                accounts.put(account.user(), account);
            }
        } catch (JacksonException e) {
            throw new IllegalStateException("The account file " + file + " is not valid: "
                    + e.getOriginalMessage() + " (line " + e.getLocation().getLineNr() + ").");
        } catch (IOException e) {
            throw new UncheckedIOException("The account file " + file + " cannot be read", e);
        }
    }

    private void write(Map<String, Account> next) {
        try {
            DurableFile.replace(file, JSON.writeValueAsBytes(new Contents(new ArrayList<>(next.values()))), sync);
        } catch (IOException e) {
            throw new UncheckedIOException("The account file " + file + " cannot be written", e);
        }
    }
}
