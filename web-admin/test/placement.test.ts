import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../src/i18n/i18n';
import { placementText } from '../src/routes/director/rounds/placement';

// The standings' criteria as GET /standings sends them (read-models BookStandings: the criteria's file names).
describe('what the standings are placed by', () => {
  it('names the criteria in English', () => {
    expect(placementText(['MMS', 'SOS', 'SOSOS'])).toBe('Placed by MMS, SOS, SOSOS');
  });

  it('says nothing when the standings could not be placed', () => {
    expect(placementText([])).toBe('');
  });

  describe('in Korean', () => {
    beforeAll(async () => {
      vi.stubGlobal('document', { documentElement: {} });
      await setLocale('ko', ['ko-KR']);
    });
    afterAll(async () => {
      await setLocale('en', ['en']);
      vi.unstubAllGlobals();
    });

    it('names the criteria', () => {
      expect(placementText(['MMS', 'SOS'])).toBe('순위 기준: MMS, SOS');
    });
  });
});
