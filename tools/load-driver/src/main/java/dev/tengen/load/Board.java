package dev.tengen.load;

/** One board of a published round, as {@code GET /api/v1/tournaments/{id}/rounds/{n}} lists it. */
record Board(int round, int number, String gameId, String black, String white) {
}
