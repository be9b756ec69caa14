package dev.tengen.distributed.store;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.axonframework.common.jdbc.ConnectionProvider;
import org.axonframework.common.jdbc.UnitOfWorkAwareConnectionProviderWrapper;
import org.axonframework.messaging.unitofwork.CurrentUnitOfWork;
import org.axonframework.messaging.unitofwork.UnitOfWork;

/**
 * The connections of a service's event store: inside a unit of work (a command), one connection for the whole unit,
 * in a transaction that Axon's {@link UnitOfWorkAwareConnectionProviderWrapper} commits when the unit commits, that
 * is before the command's result goes back to its caller; outside one (reads, the publisher), auto-commit.
 *
 * <p>Axon's wrapper commits only a connection that is not in auto-commit, and leaves setting that to the provider.
 */
final class TransactionalConnections implements ConnectionProvider {

    private final DataSource dataSource;

    private TransactionalConnections(DataSource dataSource) {
        this.dataSource = dataSource;
    }

    static ConnectionProvider over(DataSource dataSource) {
        return new UnitOfWorkAwareConnectionProviderWrapper(new TransactionalConnections(dataSource));
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection connection = dataSource.getConnection();
        // the wrapper's own test: after PREPARE_COMMIT it hands out this provider's connections unattached
        boolean inUnitOfWork = CurrentUnitOfWork.isStarted()
                && !CurrentUnitOfWork.get().phase().isAfter(UnitOfWork.Phase.PREPARE_COMMIT);
        if (connection.getAutoCommit() == inUnitOfWork) {
            connection.setAutoCommit(!inUnitOfWork);
        }
        return connection;
    }
}
