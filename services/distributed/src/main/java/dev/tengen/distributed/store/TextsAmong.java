package dev.tengen.distributed.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * "Which of these ids does the table hold?" in one PostgreSQL query: the ids bound as one array (the query's last
 * parameter, {@code ... = ANY (?)}), the answer the query's first column.
 */
final class TextsAmong {

    private TextsAmong() {
    }

    /**
     * The values {@code sql} selects, run on {@code connection} with {@code leading} as its first parameters and
     * {@code ids} as its last.
     */
    static Set<String> query(Connection connection, String sql, Collection<String> ids, String... leading)
            throws SQLException {
        Set<String> found = new HashSet<>();
        try (PreparedStatement query = connection.prepareStatement(sql)) {
            for (int i = 0; i < leading.length; i++) {
                query.setString(i + 1, leading[i]);
            }
            query.setArray(leading.length + 1, connection.createArrayOf("varchar", Set.copyOf(ids).toArray()));
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    found.add(rows.getString(1));
                }
            }
        }
        return found;
    }
}
