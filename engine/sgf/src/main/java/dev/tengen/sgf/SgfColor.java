package dev.tengen.sgf;

/** The two colours and the properties SGF writes for each. */
public enum SgfColor {
    BLACK("B", "AB", "TB"),
    WHITE("W", "AW", "TW");

    private final String moveProperty;
    private final String setupProperty;
    private final String territoryProperty;

    SgfColor(String moveProperty, String setupProperty, String territoryProperty) {
        this.moveProperty = moveProperty;
        this.setupProperty = setupProperty;
        this.territoryProperty = territoryProperty;
    }

    /** B or W; also the value of PL. */
    public String moveProperty() {
        return moveProperty;
    }

    /** AB or AW. */
    public String setupProperty() {
        return setupProperty;
    }

    /** TB or TW. */
    public String territoryProperty() {
        return territoryProperty;
    }

    public SgfColor opponent() {
        return this == BLACK ? WHITE : BLACK;
    }
}
