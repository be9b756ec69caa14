import { describe, expect, it, vi } from 'vitest';
import type { Infractions } from '../src/api/gameTypes';
import { setLocale } from '../src/i18n/i18n';
import { warningsSentence } from '../src/routes/referee/game/warningsSentence';

function code(title: string, warningsLose: number, pointsPerWarning: number, warningsArticle: string): Infractions {
  return { competitionCode: 'x', title, warningsLose, pointsPerWarning, warningsArticle, unprescribed: '', complaints: '', infractions: [] };
}

describe("what warnings add up to, as the referee's desk says it", () => {
  it('names the warning that loses the game (Incheon 2013 code art. 5.7)', () => {
    expect(warningsSentence(code('Incheon 2013', 2, 0, 'Incheon 2013 code art. 5.7')))
      .toBe('Incheon 2013: 2 warnings lose the game (Incheon 2013 code art. 5.7).');
  });

  it('adds the stone each earlier warning costs (Chinese 2002 art. 24.1)', () => {
    expect(warningsSentence(code('Chinese 2002', 2, 2, 'Chinese 2002 art. 24')))
      .toBe('Chinese 2002: 2 warnings lose the game; each warning before that costs 2 points (Chinese 2002 art. 24).');
  });

  it('never says "0 warnings lose the game" where warnings are not counted to a loss (Ing 1991)', () => {
    expect(warningsSentence(code('Ing 1991', 0, 0, 'Ing 1991 art. 10, Referee')))
      .toBe('Ing 1991: warnings do not add up to a loss of the game (Ing 1991 art. 10, Referee).');
  });

  it("names the code in the reader's language, and a code the console does not know by the platform's title", async () => {
    // the console's language is set on the page (its lang attribute, the reader's choice kept): none in this test
    vi.stubGlobal('document', { documentElement: {} });
    vi.stubGlobal('localStorage', { setItem: () => undefined });
    await setLocale('ko');
    try {
      expect(warningsSentence({ ...code('Competition Code of the 4th Asian Indoor & Martial Arts Games Incheon 2013', 2, 0,
        'Incheon 2013 code art. 5.7'), competitionCode: 'incheon-2013' }))
        .toBe('제4회 인천 실내·무도아시아경기대회 경기 규정: 경고 2회면 반칙패 (Incheon 2013 code art. 5.7).');
      expect(warningsSentence(code('Club rules 2026', 2, 0, 'art. 1')))
        .toBe('Club rules 2026: 경고 2회면 반칙패 (art. 1).');
    } finally {
      await setLocale('en');
      vi.unstubAllGlobals();
    }
  });
});

