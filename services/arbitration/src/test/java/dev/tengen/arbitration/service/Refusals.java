package dev.tengen.arbitration.service;

import dev.tengen.arbitration.service.api.ArbitrationRefused;
import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeMatcher;

/** Matches a refusal by its stable code, the part of a refusal that clients rely on. */
final class Refusals {

    private Refusals() {
    }

    static Matcher<ArbitrationRefused> refusedWith(String code) {
        return new TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(ArbitrationRefused refused) {
                return refused.code().equals(code);
            }

            @Override
            public void describeTo(Description description) {
                description.appendText("a refusal with code ").appendValue(code);
            }
        };
    }
}
