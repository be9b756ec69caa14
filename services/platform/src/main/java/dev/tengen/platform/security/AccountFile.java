package dev.tengen.platform.security;

import dev.tengen.service.web.security.Roles;

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
import org.jboss.logging.Logger;

/**
 * The local accounts of the embedded deployment, kept in one JSON file ({@code {"accounts":[...]}}, see
 * docs/PLATFORM.md). Read once at start; every change rewrites the whole file through {@link DurableFile} (a
 * temporary file forced to disk, an atomic move, the directory forced), so a crash or a power cut leaves the old
 * file or the new one, never half of one and never none.
 *
 * <p>An account is found by its name whatever the case or the Unicode normalisation ({@link AccountNames}), and no
 * two accounts share a name so compared. A file written before that rule, or by hand, may hold two such accounts:
 * the earliest in the file is the account, each later one is set aside with a warning in the log, kept in the file
 * for whoever renames it there, and removed with the account whose name it shares. Any other fault of a file edited by
 * hand stops the start with a message naming each fault's entry and line ({@link AccountFileReading}).
 */
@ApplicationScoped
public class AccountFile {

    /** The file's shape. */
    record Contents(List<Account> accounts) {}

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private static final Logger LOG = Logger.getLogger(AccountFile.class);

    private final Path file;
    private final DurableFile.Sync sync;
    /** The accounts by their name's key ({@link AccountNames#key}), in the order of the file. */
    private final Map<String, Account> accounts = new LinkedHashMap<>();
    /** The file's later accounts whose name is an earlier one's: no one signs in with them. */
    private final List<Account> setAside = new ArrayList<>();

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

    /** The account of this name, whatever its case or normalisation ({@link AccountNames}). */
    public synchronized Optional<Account> find(String user) {
        return user == null ? Optional.empty() : Optional.ofNullable(accounts.get(AccountNames.key(user)));
    }

    public synchronized List<Account> all() {
        return accounts.values().stream().sorted(Comparator.comparing(Account::user)).toList();
    }

    public synchronized boolean hasOrganizer() {
        return accounts.values().stream().anyMatch(account -> account.has(Roles.ORGANIZER));
    }

    /**
     * Adds the account; when its name is taken, whatever the case or normalisation, nothing is written and the
     * answer is the account holding it.
     */
    public synchronized Optional<Account> add(Account account) {
        String key = AccountNames.key(account.user());
        Account holder = accounts.get(key);
        if (holder != null) {
            return Optional.of(holder);
        }
        Map<String, Account> next = new LinkedHashMap<>(accounts);
        next.put(key, account);
        write(next, setAside);
        accounts.put(key, account);
        return Optional.empty();
    }

    /** What {@link #remove} did. */
    public enum Removal { REMOVED, NO_SUCH_ACCOUNT, LAST_ORGANIZER }

    /**
     * Removes the account, unless it is the last organizer's: the check and the removal are one step under the
     * file's lock, so that two organizers removing each other at once cannot leave none (and open {@code /setup}).
     */
    public synchronized Removal remove(String user) {
        String key = AccountNames.key(user);
        Account account = accounts.get(key);
        if (account == null) {
            return Removal.NO_SUCH_ACCOUNT;
        }
        if (account.has(Roles.ORGANIZER) && accounts.values().stream().filter(a -> a.has(Roles.ORGANIZER)).count() == 1) {
            return Removal.LAST_ORGANIZER;
        }
        Map<String, Account> next = new LinkedHashMap<>(accounts);
        next.remove(key);
        // an account set aside under this name goes too: it would otherwise become the account at the next start
        List<Account> kept = setAside.stream().filter(a -> !AccountNames.key(a.user()).equals(key)).toList();
        write(next, kept);
        accounts.remove(key);
        setAside.retainAll(kept);
        return Removal.REMOVED;
    }

    /** Reads the file as {@link AccountFileReading} does: a fault stops the start, a repeat is read once and warned. */
    private void load() {
        if (!Files.exists(file)) {
            return;
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UncheckedIOException("The account file " + file + " cannot be read", e);
        }
        AccountFileReading.Read read = AccountFileReading.read(file, bytes);
        read.warnings().forEach(warning -> LOG.warnf("The account file %s: %s", file, warning));
        for (Account account : read.accounts()) {
            Account earlier = accounts.putIfAbsent(AccountNames.key(account.user()), account);
            if (earlier != null) {
                setAside.add(account);
                LOG.warnf("The account file %s holds the accounts %s and, later, %s: account names are the same "
                        + "whatever their case, so %s is the account, and the later one's password and roles hold "
                        + "for no one. Rename it in the file to keep it.", file, earlier.user(), account.user(),
                        earlier.user());
            }
        }
    }

    private void write(Map<String, Account> next, List<Account> asideNext) {
        List<Account> all = new ArrayList<>(next.values());
        all.addAll(asideNext); // after the accounts whose names they share, so that those stay the earliest
        try {
            DurableFile.replace(file, JSON.writeValueAsBytes(new Contents(all)), sync);
        } catch (IOException e) {
            throw new UncheckedIOException("The account file " + file + " cannot be written", e);
        }
    }
}
