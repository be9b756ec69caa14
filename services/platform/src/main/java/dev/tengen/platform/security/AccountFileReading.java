package dev.tengen.platform.security;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.tengen.service.web.problem.Unseen;
import dev.tengen.service.web.security.AccountPlayers;
import dev.tengen.service.web.security.Roles;
import io.quarkus.runtime.configuration.ConfigurationException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads the account file as an operator may have edited it by hand, and says exactly what is wrong and where: each
 * fault names the entry ({@code accounts.3}, as the API names a list's element), the account's name when it has one,
 * the line the entry starts on, the field, and what to write instead; all the faults at once, so that one correction
 * is enough. A file with any fault is not loaded at all and the platform does not start: loading the rest would start
 * a tournament morning with an official who cannot sign in, or without the organizer, and the fault would surface at
 * the desk rather than in the log of the start.
 *
 * <p>Faults: not JSON (cut short, not UTF-8, a comma too many: the parser's line and column), a field twice in one
 * object (JSON would keep the last silently), a field that is not the file's or an account's ({@code "role"} for
 * {@code "roles"}), an entry that is not an account; a name missing, blank, or holding a character that cannot be seen
 * (a control or format character such as U+200B ZERO WIDTH SPACE, a space other than U+0020: two such names look alike
 * and nobody types one); a password that is not a hash in {@link PasswordHash}'s form (a password written in clear
 * text matches nothing); a role that is none of {@link Roles#ALL} (one in another case, {@code "Referee"}, names the
 * role meant: the API refuses it too); a player id the API would refuse ({@link AccountPlayers}).
 *
 * <p>Read as the API would have stored it, with a warning naming the entry: a role listed twice is held once, and so
 * is a player (the API refuses the repeat, {@code roles.N}, {@code players.N}; in the file it means nothing else and
 * is dropped at the next write). A UTF-8 byte order mark and CRLF line ends are read as they are meant.
 */
final class AccountFileReading {

    /** The fields of an account entry. */
    private static final Set<String> FIELDS = Set.of("user", "password", "roles", "players");

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build();

    /** The accounts in the order of the file, and what was read other than as written. */
    record Read(List<Account> accounts, List<String> warnings) {
    }

    private final Path file;
    private final List<String> faults = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final List<Account> accounts = new ArrayList<>();

    private AccountFileReading(Path file) {
        this.file = file;
    }

    /**
     * The accounts {@code bytes} (the content of {@code file}) hold.
     *
     * @throws ConfigurationException naming every fault, when there is one (said without a stack trace at start)
     */
    static Read read(Path file, byte[] bytes) {
        AccountFileReading reading = new AccountFileReading(file);
        reading.parse(bytes);
        if (!reading.faults.isEmpty()) {
            throw new ConfigurationException("The account file " + file + " cannot be read as it is, so the platform "
                    + "does not start (it loads no part of a file it cannot read whole):\n  - "
                    + String.join("\n  - ", reading.faults) + "\nCorrect the file (docs/OPERATIONS.md, \"The account "
                    + "file by hand\") or restore it from a backup, then start again.");
        }
        return new Read(List.copyOf(reading.accounts), List.copyOf(reading.warnings));
    }

    private void parse(byte[] bytes) {
        if (blank(bytes)) {
            faults.add("it is empty. A file of no accounts is {\"accounts\": []}; without the file the platform starts "
                    + "with none and opens /setup.");
            return;
        }
        try (JsonParser parser = JSON.createParser(bytes)) {
            if (parser.nextToken() != JsonToken.START_OBJECT) {
                faults.add(at(parser.currentTokenLocation()) + "the file is one object, {\"accounts\": [...]}.");
                return;
            }
            boolean listed = false;
            while (parser.nextToken() == JsonToken.FIELD_NAME) {
                String field = parser.currentName();
                int line = parser.currentTokenLocation().getLineNr();
                JsonToken value = parser.nextToken();
                if (!field.equals("accounts")) {
                    faults.add("line " + line + ": the field '" + field + "' is not the file's; the file is "
                            + "{\"accounts\": [...]}.");
                    parser.skipChildren();
                } else if (value != JsonToken.START_ARRAY) {
                    listed = true;
                    faults.add("line " + line + ": 'accounts' is a list of accounts, [{...}, {...}].");
                    parser.skipChildren();
                } else {
                    listed = true;
                    entries(parser);
                }
            }
            if (parser.nextToken() != null) {
                faults.add(at(parser.currentTokenLocation()) + "more follows the file's object; the file is one "
                        + "object, {\"accounts\": [...]}.");
            }
            if (!listed) {
                faults.add("it has no field 'accounts'; the file is {\"accounts\": [...]}.");
            }
        } catch (JacksonException e) {
            faults.add(at(e.getLocation()) + e.getOriginalMessage() + (e instanceof JsonEOFException
                    ? ". The file ends before its end: cut short, or a bracket or a brace missing." : ".")
                    + " (The file is JSON in UTF-8.)");
        } catch (IOException e) {
            faults.add("it cannot be read: " + e.getMessage());
        }
    }

    private void entries(JsonParser parser) throws IOException {
        int index = 0;
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            int line = parser.currentTokenLocation().getLineNr();
            JsonNode node = parser.readValueAsTree();
            entry(index++, line, node);
        }
    }

    private void entry(int index, int line, JsonNode node) {
        String where = "accounts." + index;
        if (node == null || !node.isObject()) {
            faults.add(where + " (line " + line + ") is not an account: an account is {\"user\": ..., \"password\": "
                    + "..., \"roles\": [...], \"players\": [...]}.");
            return;
        }
        JsonNode userNode = node.get("user");
        String user = userNode != null && userNode.isTextual() ? userNode.textValue() : null;
        String named = user == null || user.isBlank() ? "" : "'" + Unseen.shown(user, Integer.MAX_VALUE) + "', ";
        String account = where + " (" + named + "line " + line + ")";
        int before = faults.size();
        node.fieldNames().forEachRemaining(field -> {
            if (!FIELDS.contains(field)) {
                faults.add(account + ": the field '" + field + "' is not an account's; an account has user, "
                        + "password, roles and players.");
            }
        });
        if (user == null) {
            faults.add(account + ": 'user', the account's name, is " + (userNode == null || userNode.isNull()
                    ? "missing" : "not a text") + ".");
        } else if (user.isBlank()) {
            faults.add(account + ": 'user', the account's name, is blank.");
        } else {
            Unseen.first(user).ifPresent(c -> faults.add(account + ": 'user' holds " + c + ", a character that cannot be "
                    + "seen (it makes a name that looks like another and that nobody types); remove it."));
        }
        JsonNode passwordNode = node.get("password");
        String password = passwordNode != null && passwordNode.isTextual() ? passwordNode.textValue() : null;
        if (password == null) {
            faults.add(account + ": 'password' is " + (passwordNode == null || passwordNode.isNull() ? "missing"
                    : "not a text") + "; it is the password's hash.");
        } else {
            PasswordHash.fault(password).ifPresent(f -> faults.add(account + ": 'password' " + f + " A password "
                    + "is never written in the file: make the account in the console or with POST /api/v1/accounts, "
                    + "or copy another account's hash and change the password there."));
        }
        List<String> roles = roles(account, texts(account, "roles", node.get("roles")));
        List<String> players = players(account, texts(account, "players", node.get("players")));
        if (faults.size() == before) {
            accounts.add(new Account(user, password, roles, players));
        }
    }

    /** The texts of the list {@code field}; empty when absent, null (a fault said) when not a list of texts. */
    private List<String> texts(String account, String field, JsonNode list) {
        if (list == null || list.isNull()) {
            return List.of();
        }
        if (!list.isArray()) {
            faults.add(account + ": '" + field + "' is a list, [...], not " + list.getNodeType().name()
                    .toLowerCase(Locale.ROOT) + ".");
            return null;
        }
        List<String> texts = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            if (!list.get(i).isTextual()) {
                faults.add(account + ": '" + field + "." + i + "' is not a text.");
                return null;
            }
            texts.add(list.get(i).textValue());
        }
        return texts;
    }

    /** The roles, each once; a role that is none of {@link Roles#ALL} is a fault naming it. */
    private List<String> roles(String account, List<String> listed) {
        if (listed == null) {
            return List.of();
        }
        Set<String> roles = new LinkedHashSet<>();
        for (int i = 0; i < listed.size(); i++) {
            String role = listed.get(i);
            String field = "roles." + i;
            if (!Roles.ALL.contains(role)) {
                String meant = role.strip().toLowerCase(Locale.ROOT);
                faults.add(account + ": '" + field + "' is '" + role + "', which is not a role"
                        + (Roles.ALL.contains(meant) ? "; roles are written in lower case, without spaces: '" + meant
                        + "'." : "; the roles are " + Roles.ALL + "."));
            } else if (!roles.add(role)) {
                warnings.add(account + ": '" + field + "' names the role of 'roles." + listed.indexOf(role)
                        + "' again; the account holds it once, and the file will list it once at its next change.");
            }
        }
        return List.copyOf(roles);
    }

    /** The players, each once, each an id as the API takes it ({@link AccountPlayers}). */
    private List<String> players(String account, List<String> listed) {
        if (listed == null) {
            return List.of();
        }
        List<String> players = new ArrayList<>();
        for (int i = 0; i < listed.size(); i++) {
            String player = listed.get(i);
            if (players.contains(player)) {
                warnings.add(account + ": 'players." + i + "' names the player of 'players." + listed.indexOf(player)
                        + "' again; the account plays as them once, and the file will list them once at its next "
                        + "change.");
            } else {
                players.add(player);
            }
        }
        AccountPlayers.fault(players).ifPresent(fault -> faults.add(account + switch (fault) {
            case AccountPlayers.Fault.TooMany(int count) -> ": 'players' lists " + count + " players; an account "
                    + "plays as at most " + AccountPlayers.MOST + ".";
            case AccountPlayers.Fault.NotAnId(int at) -> ": 'players." + listed.indexOf(players.get(at)) + "' is not "
                    + "a player id: an id is " + AccountPlayers.ID_SAID + ", as the tournament gives it.";
            case AccountPlayers.Fault.Again(int at, int first) -> ": 'players." + at + "' is listed again.";
        }));
        return players;
    }

    private static String at(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return "line " + location.getLineNr() + ", column " + location.getColumnNr() + ": ";
    }

    private static boolean blank(byte[] bytes) {
        for (byte b : bytes) {
            if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
                return false;
            }
        }
        return true;
    }
}
