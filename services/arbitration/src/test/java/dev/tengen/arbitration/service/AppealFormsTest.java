package dev.tengen.arbitration.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tengen.arbitration.service.api.ArbitrationRefused;
import org.junit.jupiter.api.Test;

/** The chart on the back of the appeal form (Incheon 2013 arbitration appendix): an SGF position or an image, size-limited. */
class AppealFormsTest {

    @Test
    void anSgfPositionIsADrawing() {
        assertEquals("(;SZ[19]AB[pd][qd]AW[pc])", AppealForms.drawing("(;SZ[19]AB[pd][qd]AW[pc])"));
    }

    @Test
    void aPngAsADataUrlIsADrawing() {
        String png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
        assertEquals(png, AppealForms.drawing(png));
    }

    @Test
    void anSvgIsRefusedBecauseItCouldCarryScriptIntoTheNotification() {
        ArbitrationRefused refused = assertThrows(ArbitrationRefused.class,
                () -> AppealForms.drawing("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="));
        assertEquals("drawing-malformed", refused.code());
    }

    @Test
    void aDrawingOverTheLimitIsRefused() {
        String huge = "data:image/png;base64," + "A".repeat(AppealForms.MAX_DRAWING_CHARS);
        assertEquals("drawing-too-large", assertThrows(ArbitrationRefused.class, () -> AppealForms.drawing(huge)).code());
    }
}
