package dev.tengen.audit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The signed head of docs/PLATFORM.md's worked example (the chain's first line, hash d177ff54...), signed with RFC 8032's
 * TEST 1 key. The expected signature was made by OpenSSL 3.0.19, not by this code:
 * {@code openssl pkeyutl -sign -inkey rfc8032-test1.pem -rawin -in signed.txt | base64}, where signed.txt is the
 * canonical text below and the key file is the RFC's secret key in PKCS#8; {@code openssl pkey -pubout} gave the key.
 */
class SignedHeadTest {

    private static final String SIGNED_TEXT = "{\"hash\":\"d177ff54692d8fe6e41fa9bfa28474acf84b9a60b6f730a9d7b255d568188995\","
            + "\"key\":\"MCowBQYDK2VwAyEA11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=\",\"sequence\":1,"
            + "\"signedAt\":\"2026-05-02T09:31:00Z\",\"tournament\":\"t-1\"}";
    private static final String OPENSSL_SIGNATURE =
            "Re9uTdp/9e3SPcNeELnSizrDKgdY0ne2qlTyieNM+vYW/JryO3slTCoRiGMPy5jxiGVXOb6p1TGHEvhW4A4+Bw==";

    private static SignedHead worked() throws Exception {
        return SignedHead.sign("t-1", 1, "d177ff54692d8fe6e41fa9bfa28474acf84b9a60b6f730a9d7b255d568188995",
                "2026-05-02T09:31:00Z", AuditKeyTest.rfc8032Test1());
    }

    @Test
    void theWorkedExampleIsSignedAsOpenSslSignsItsCanonicalText() throws Exception {
        SignedHead head = worked();
        assertEquals(OPENSSL_SIGNATURE, head.signature());
        assertEquals("{\"signedHead\":" + SIGNED_TEXT.substring(0, SIGNED_TEXT.indexOf(",\"signedAt\""))
                + ",\"signature\":\"" + OPENSSL_SIGNATURE + "\"" + SIGNED_TEXT.substring(SIGNED_TEXT.indexOf(",\"signedAt\""))
                + "}", head.line());
    }

    @Test
    void aSignatureMadeElsewhereHoldsWhenReadBack() throws Exception {
        SignedHead read = SignedHead.read(java.util.Map.of(SignedHead.LINE_MEMBER, CanonicalJson.parse(worked().line()
                .substring("{\"signedHead\":".length(), worked().line().length() - 1))));
        assertTrue(read.signatureHolds());
        assertEquals(worked(), read);
    }
}
