package dev.tengen.console;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.Media;
import dev.tengen.console.ConsoleBrowser.Device;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sheet as the browser prints it: under print media the console around it is hidden (header, tabs, buttons), the
 * screenshot of the paper, and the PDF Chromium makes of it (the page size the stylesheet asks for, A4 otherwise).
 *
 * @param headerRepeats every sheet's table header is a table-header-group, which Chromium repeats on each page
 * @param fitsWidth the sheet's tables fit the printable width of the paper (A4 less 10 mm margins, at 96 px per inch)
 */
record PrintedSheet(byte[] pdf, boolean headerRepeats, boolean fitsWidth) {

    private static final Pattern MEDIA_BOX = Pattern.compile("/MediaBox\\s*\\[([^\\]]+)]");

    static PrintedSheet of(Page page, Device device, String step, boolean landscape) {
        var viewport = page.viewportSize();
        int printable = (int) Math.floor(((landscape ? 297 : 210) - 20) / 25.4 * 96);
        page.setViewportSize(printable, viewport.height);
        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(Media.PRINT));
        assertThat(page.locator("header.top")).isHidden();
        assertThat(page.locator("nav.tabs")).isHidden();
        assertThat(page.getByRole(AriaRole.BUTTON, new Page.GetByRoleOptions().setName("Print").setExact(true))).isHidden();
        ConsoleBrowser.shoot(page, device, step);
        boolean repeats = Boolean.TRUE.equals(page.evaluate(
                "() => [...document.querySelectorAll('table.sheet thead')].every(h => getComputedStyle(h).display === 'table-header-group')"));
        boolean fits = Boolean.TRUE.equals(page.evaluate("w => [...document.querySelectorAll('table.sheet')]"
                + ".every(t => t.scrollWidth <= w && t.getBoundingClientRect().right <= w)", printable));
        page.setViewportSize(viewport.width, viewport.height);
        // the PDF under print media: with screen media emulated, Chromium would print the page's screen stylesheet
        byte[] pdf = page.pdf(new Page.PdfOptions().setFormat("A4").setPreferCSSPageSize(true));
        page.emulateMedia(new Page.EmulateMediaOptions().setMedia(null));
        return new PrintedSheet(pdf, repeats, fits);
    }

    private String text() {
        return new String(pdf, StandardCharsets.ISO_8859_1);
    }

    /** The PDF's pages, counted by their page objects. */
    int pages() {
        return text().split("/Type\\s*/Page[^s]", -1).length - 1;
    }

    /** The first page's size in points, as "0 0 width height". */
    String mediaBox() {
        Matcher m = MEDIA_BOX.matcher(text());
        return m.find() ? m.group(1).trim() : "";
    }

    boolean landscape() {
        String[] box = mediaBox().split("\\s+");
        return box.length == 4 && Double.parseDouble(box[2]) > Double.parseDouble(box[3]);
    }
}
