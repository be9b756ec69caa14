import { afterAll, beforeAll, vi } from 'vitest';
import { setLocale, type Locale } from '../src/i18n/i18n';

/**
 * The enclosing `describe`'s tests read the console in `locale` (the browser's `tags` choosing how numbers and dates are
 * written), then English again. There is no page here: the `lang` attribute the console sets on it is stubbed.
 */
export function readIn(locale: Locale, tags: readonly string[]): void {
  beforeAll(async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await setLocale(locale, tags);
  });
  afterAll(async () => {
    await setLocale('en', ['en']);
    vi.unstubAllGlobals();
  });
}
