// The MongoDB wire-compatible stand-in for tests (de.bwaldvogel:mongo-java-server, in memory), run by
// scripts/lib/mongodb-server where no real MongoDB is given: java -cp CP MongoStandIn.java PORT
// A stand-in, never a store of record: no transactions, no replication, and everything is gone when it stops.
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.MongoVersion;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.util.List;

public class MongoStandIn {
  /**
   * mongo-java-server 1.46.0 announces at most MongoDB 4.0 (wire version 7); the official Java driver 5.14 refuses
   * servers older than MongoDB 4.2 (wire version 8). The stand-in announces 4.2: the commands the read models use
   * (CRUD, indexes, sort and limit, $set/$inc/upsert, simple aggregation) are those it implements either way.
   */
  private static final MongoVersion ANNOUNCED = new MongoVersion() {
    @Override
    public List<Integer> getVersionArray() {
      return List.of(4, 2, 0);
    }

    @Override
    public int getWireVersion() {
      return 8;
    }
  };

  public static void main(String[] args) throws Exception {
    MongoServer server = new MongoServer(new MemoryBackend().version(ANNOUNCED));
    try {
      server.bind("127.0.0.1", Integer.parseInt(args[0]));
    } catch (Exception e) { // a BindException, which Netty throws unchecked; its threads would keep the JVM alive
      System.err.println("MongoDB stand-in: cannot listen on 127.0.0.1:" + args[0] + ": " + e.getMessage());
      server.shutdownNow();
      System.exit(1);
    }
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    System.out.println("MongoDB stand-in (mongo-java-server, in memory, announced as MongoDB 4.2) listening on 127.0.0.1:" + args[0]);
    Thread.currentThread().join();
  }
}
