package dev.tengen.tournament.service;

/** An official as the tournament remembers one: the office and the name, for refusals. */
record Official(String role, String name) {
}
