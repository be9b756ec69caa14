package dev.tengen.game.service;

import dev.tengen.game.service.api.GameRefused;
import org.hamcrest.Description;
import org.hamcrest.Matcher;
import org.hamcrest.TypeSafeMatcher;

/** Matches a refusal by its stable code, the part of a refusal that clients rely on. */
final class Refusals {

    private Refusals() {
    }

    static Matcher<GameRefused> refusedWith(String code) {
        return new TypeSafeMatcher<>() {
            @Override
            protected boolean matchesSafely(GameRefused refused) {
                return refused.code().equals(code);
            }

            @Override
            public void describeTo(Description description) {
                description.appendText("a refusal with code ").appendValue(code);
            }
        };
    }
}
