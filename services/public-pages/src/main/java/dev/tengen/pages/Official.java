package dev.tengen.pages;

/** An official in office, as the pages name them: the person's id (the account's name), office and name. */
public record Official(String personId, String role, String name) {
}
