import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import type { Infractions } from '../src/api/gameTypes';
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
});

describe("what warnings add up to, in Korean", () => {
  readIn('ko', ['ko-KR']);

  it("names the code in the reader's language, and a code the console does not know by the platform's title", () => {
    expect(warningsSentence({ ...code('Competition Code of the 4th Asian Indoor & Martial Arts Games Incheon 2013', 2, 0,
      'Incheon 2013 code art. 5.7'), competitionCode: 'incheon-2013' }))
      .toBe('제4회 인천 실내·무도아시아경기대회 경기 규정: 경고 2회면 반칙패 (Incheon 2013 code art. 5.7).');
    expect(warningsSentence(code('Club rules 2026', 2, 0, 'art. 1')))
      .toBe('Club rules 2026: 경고 2회면 반칙패 (art. 1).');
  });
});

