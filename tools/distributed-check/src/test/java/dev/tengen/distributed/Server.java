package dev.tengen.distributed;

/** A server of the distributed deployment and the script in scripts/lib that starts, stops and describes it. */
enum Server {
  KAFKA("kafka", "kafka-server", "TENGEN_KAFKA_PORT", "TENGEN_KAFKA_CONTROLLER_PORT"),
  POSTGRESQL("postgresql", "postgresql-server", "TENGEN_POSTGRESQL_PORT"),
  KEYCLOAK("keycloak", "keycloak-server", "TENGEN_KEYCLOAK_PORT", "TENGEN_KEYCLOAK_MANAGEMENT_PORT"),
  MONGODB("mongodb", "mongodb-server", "TENGEN_MONGODB_PORT");

  final String folder;
  final String script;
  /** The script's port variables: the tests ask for any free port (0), beside a developer's running servers. */
  final String[] portVariables;

  Server(String folder, String script, String... portVariables) {
    this.folder = folder;
    this.script = script;
    this.portVariables = portVariables;
  }
}
