package dev.tengen.load;

/**
 * The accounts the driver acts as, created by the organizer through {@code POST /api/v1/accounts}: a director
 * (organizer and technical delegate: configures, registers, pairs and publishes) and a referee (records moves and
 * confirms results for the players at the board).
 */
record Officials(Api director, Api referee) {

    static final String DIRECTOR = "load-director";
    static final String REFEREE = "load-referee";
    private static final String PASSWORD = "load-official-2026";

    static Officials create(Platform platform) throws Exception {
        Api organizer = new Api(platform.base, Platform.ORGANIZER, Platform.PASSWORD);
        account(organizer, DIRECTOR, "\"organizer\", \"technical-delegate\"");
        account(organizer, REFEREE, "\"referee\"");
        Officials officials = new Officials(organizer.as(DIRECTOR, PASSWORD), organizer.as(REFEREE, PASSWORD));
        // One sign-in each before the load: the platform checks a password by PBKDF2 (600,000 iterations) once and
        // then remembers it; a hundred first requests at once would each pay the PBKDF2 and time the hash instead.
        officials.director().signIn();
        officials.referee().signIn();
        return officials;
    }

    private static void account(Api organizer, String user, String roles) throws Exception {
        organizer.expect(201, "POST", "/api/v1/accounts", "{\"user\": \"" + user + "\", \"password\": \"" + PASSWORD
                + "\", \"roles\": [" + roles + "], \"players\": []}");
    }
}
