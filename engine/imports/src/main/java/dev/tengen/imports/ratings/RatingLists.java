package dev.tengen.imports.ratings;

import dev.tengen.tournament.Checked;
import dev.tengen.tournament.Problem;
import dev.tengen.imports.ImportText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reading a rating list file as a federation publishes it, the format told by the content: the FFG's échelle starts
 * with "#Echelle au", the AGA's TDList has tab-separated lines, the EGD's list has a "(date)" line and players' lines
 * opening with an 8-digit PIN. A list reads whole or not at all: a player's line that does not read is a problem
 * naming the line.
 */
public final class RatingLists {

    private RatingLists() {
    }

    public static Checked<RatingList> read(Path file) {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return Checked.invalid(file.toString(), "cannot be read: " + e.getMessage());
        }
        Checked<RatingList> read = read(text(bytes));
        return read.isValid() ? read : Checked.invalid(read.problems().stream()
                .map(p -> new Problem(file.getFileName() + ", " + p.where(), p.what())).toList());
    }

    public static Checked<RatingList> read(String text) {
        List<String> lines = (text.startsWith("\uFEFF") ? text.substring(1) : text).lines().toList();
        if (lines.stream().findFirst().filter(l -> l.startsWith(FfgEchelle.HEADER)).isPresent()) {
            return FfgEchelle.read(lines);
        }
        if (lines.stream().anyMatch(l -> l.split("\t", -1).length >= AgaTdList.FIELDS)) {
            return AgaTdList.read(lines);
        }
        if (lines.stream().anyMatch(EgdRatingList::isPlayerLine)) {
            return EgdRatingList.read(lines);
        }
        return Checked.invalid("file", "not a rating list Tengen reads: neither the EGD's list (allworld_lp), the AGA's"
                + " TDList (tab-separated) nor the FFG's échelle (#Echelle au ...)");
    }

    /**
     * The file's text ({@link ImportText}): by its byte order mark (a list opened and saved again in Excel or Notepad
     * gains one), else UTF-8 when it is valid UTF-8, else ISO-8859-1, in which the FFG publishes its échelle (and older
     * lists were written), with Windows-1252's letters for 0x80-0x9F.
     */
    static String text(byte[] bytes) {
        return ImportText.decode(bytes);
    }

    static String line(int index) {
        return "line " + (index + 1);
    }
}
