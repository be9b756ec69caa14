package dev.tengen.console;

import java.util.List;

/**
 * The Arbitration Committee the browser tests appoint: one member each from Japan, Korea and China (Incheon 2013
 * arbitration art. 2.2), the liaison first. Each member signs in under the person id of the appointment.
 */
final class Committee {

    /** Person id (the account), office, name, nationality. */
    static final List<String[]> MEMBERS = List.of(
            new String[] {"tanaka", "arbitration-liaison", "Tanaka Hiroshi", "JP"},
            new String[] {"kim", "arbitrator", "Kim Insu", "KR"},
            new String[] {"wang", "arbitrator", "Wang Runan", "CN"});

    private Committee() {
    }

    /**
     * Each member's account, with no role of its own: the appointment alone gives the office, in its tournament only
     * (Incheon 2013 duties art. 1.2), also to receive an appeal form, entered at its protest's path (POST
     * /protests/{id}/appeal), which names the protest's tournament.
     */
    static void accounts(PlatformApi founder, String password) throws Exception {
        for (String[] member : MEMBERS) {
            founder.account(member[0], password, "[]", "[]");
        }
    }

    /** The Technical Delegate appoints the committee in the tournament. */
    static void appoint(PlatformApi delegate, String tournamentId) throws Exception {
        for (String[] member : MEMBERS) {
            delegate.post("/api/v1/tournaments/" + tournamentId + "/officials", "{\"personId\": \"" + member[0]
                    + "\", \"role\": \"" + member[1] + "\", \"name\": \"" + member[2] + "\", \"nationality\": \""
                    + member[3] + "\"}");
        }
    }
}
