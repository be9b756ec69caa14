package dev.tengen.tournament.service;

/** An official as the tournament remembers one: the office, the name, for refusals, and the nationality. */
record Official(String role, String name, String nationality) {
}
