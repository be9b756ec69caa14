package dev.tengen.arbitration.service;

import dev.tengen.arbitration.service.api.AppealForm;
import dev.tengen.arbitration.service.api.ArbitrationRefusal;
import dev.tengen.arbitration.service.api.Deposit;
import dev.tengen.arbitration.service.api.Money;
import dev.tengen.arbitration.service.api.Witness;
import java.math.BigDecimal;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** Reads an appeal form and its deposit as handed in, or refuses what cannot be read as one (Incheon 2013 arbitration appendix). */
final class AppealForms {

    /** 000: "Witness (one or two)". */
    static final int MAX_WITNESSES = 2;
    /**
     * The drawing on the back of the form, kept in the event: an SGF position is a few hundred characters; an image
     * as a data URL up to about 190 KB. Larger files belong in the organizer's archive, not in the event store.
     */
    static final int MAX_DRAWING_CHARS = 256 * 1024;

    /** Raster images only: an SVG could carry script into the printed notification. */
    private static final Pattern IMAGE_DATA_URL =
            Pattern.compile("data:image/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}");

    private AppealForms() {
    }

    /** The form with its text stripped and its time to the minute ("Time (accurate to the minute)"). */
    static AppealForm readable(AppealForm form) {
        Rules.requireText(form.complainant(), ArbitrationRefusal.COMPLAINANT_BLANK, "The appeal form names the complainant.");
        Rules.requireText(form.description(), ArbitrationRefusal.DESCRIPTION_BLANK,
                "The appeal form describes the appeal (\"Specific description of appeal\").");
        if (form.witnesses().size() > MAX_WITNESSES) {
            throw Rules.refuse(ArbitrationRefusal.WITNESSES_TOO_MANY, "The appeal form has room for one or two witnesses, not "
                    + form.witnesses().size() + ".");
        }
        List<Witness> witnesses = new ArrayList<>();
        for (Witness witness : form.witnesses()) {
            Rules.requireText(witness.name(), ArbitrationRefusal.WITNESS_NAME_BLANK, "Every witness on the form needs a name.");
            witnesses.add(new Witness(witness.name().strip(), witness.signature().strip(), witness.telephone().strip(),
                    witness.noc().strip()));
        }
        return new AppealForm(form.writtenAt().truncatedTo(ChronoUnit.MINUTES), form.complainant().strip(),
                form.complainantSignature().strip(), form.complainantNoc().strip(), form.teamOfficialSignature().strip(),
                form.opponent().strip(), form.opponentNoc().strip(), form.refereeJudgment().strip(), witnesses,
                form.location().strip(), form.time().strip(), form.otherPeopleConcerned().strip(),
                form.description().strip(), drawing(form.drawing().strip()));
    }

    /** Empty, an SGF position, or a raster image as a data URL, within {@link #MAX_DRAWING_CHARS}. */
    static String drawing(String drawing) {
        if (drawing.length() > MAX_DRAWING_CHARS) {
            throw Rules.refuse(ArbitrationRefusal.DRAWING_TOO_LARGE, "The drawing is " + drawing.length()
                    + " characters long; the form keeps at most " + MAX_DRAWING_CHARS + " (an SGF position, or a"
                    + " photo of the chart reduced to about 190 KB).");
        }
        boolean sgf = drawing.startsWith("(;") && drawing.endsWith(")");
        if (!drawing.isEmpty() && !sgf && !IMAGE_DATA_URL.matcher(drawing).matches()) {
            throw Rules.refuse(ArbitrationRefusal.DRAWING_MALFORMED, "The drawing is neither an SGF position (\"(;...)\")"
                    + " nor a PNG, JPEG, GIF or WebP image as a data URL (\"data:image/png;base64,...\").");
        }
        return drawing;
    }

    static Deposit readable(Deposit deposit) {
        return new Deposit(money(deposit.money()), deposit.paid());
    }

    /** The most digits a deposit has before its decimal point: a thousand billion, in any currency. */
    static final int DEPOSIT_WHOLE_DIGITS = 12;
    /** The most digits after it: no currency divides its unit further than this. */
    static final int DEPOSIT_FRACTION_DIGITS = 4;

    /**
     * The amount without trailing zeros and the currency code in upper case; a negative amount is refused, and so is
     * one no deposit is: {@code 1e1000000} was written out as a million digits into the event, which then could not be
     * read back (Jackson reads numbers of at most 1,000 digits), and every read of the tournament's deposit, its
     * appeals and its audit failed with it. Checked before the amount is written out.
     */
    static Money money(Money money) {
        if (money.amount().signum() < 0 || !money.currency().strip().matches("[A-Za-z]{3}")) {
            throw Rules.refuse(ArbitrationRefusal.DEPOSIT_MALFORMED, "A deposit is a positive amount in a currency written"
                    + " as its three-letter code (USD, KRW); " + money + " is not.");
        }
        BigDecimal given = money.amount().stripTrailingZeros();
        long wholeDigits = (long) given.precision() - given.scale();
        if (wholeDigits > DEPOSIT_WHOLE_DIGITS || given.scale() > DEPOSIT_FRACTION_DIGITS) {
            throw Rules.refuse(ArbitrationRefusal.DEPOSIT_MALFORMED, "A deposit has at most " + DEPOSIT_WHOLE_DIGITS
                    + " digits before the decimal point and " + DEPOSIT_FRACTION_DIGITS + " after it; "
                    + given.round(new java.math.MathContext(3)) + " " + money.currency().strip() + " is not.");
        }
        BigDecimal amount = money.amount().stripTrailingZeros();
        return new Money(amount.scale() < 0 ? amount.setScale(0) : amount, money.currency().strip().toUpperCase(Locale.ROOT));
    }
}
