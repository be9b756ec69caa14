package dev.tengen.imports.ratings;

/** A body that publishes a rating list, with the key a player's id in it has among the player's memberships. */
public enum RatingBody {
    /** The European Go Federation's database (EGD): EGD PINs, GoR. */
    EGF("egf", "EGD rating list"),
    /** The American Go Association: AGA ids, AGA ratings. */
    AGA("aga", "AGA TDList"),
    /** The Fédération française de go: FFG licences, the FFG's ladder (échelle). */
    FFG("ffg", "FFG échelle");

    private final String membership;
    private final String listName;

    RatingBody(String membership, String listName) {
        this.membership = membership;
        this.listName = listName;
    }

    /** The key of the player's id in {@code Player.memberships()}: "egf", "aga", "ffg". */
    public String membership() {
        return membership;
    }

    /** How the list is called: "EGD rating list". */
    public String listName() {
        return listName;
    }
}
