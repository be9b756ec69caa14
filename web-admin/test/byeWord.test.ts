import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import { byeKindName } from '../src/routes/director/rounds/byeWord';

// Why a player sits out a round, as RoundBye.kind words it (tournament-api RoundBye).
describe("a bye's kind in English", () => {
  it('says each kind', () => {
    expect(byeKindName('pairing-bye')).toBe('bye');
    expect(byeKindName('absent')).toBe('Absent');
    expect(byeKindName('withdrawn')).toBe('withdrawn');
    expect(byeKindName('not-paired')).toBe('not paired');
    expect(byeKindName('suspended')).toBe('suspended');
  });
});

describe("a bye's kind in Korean", () => {
  readIn('ko', ['ko-KR']);

  it('says each kind', () => {
    expect(byeKindName('pairing-bye')).toBe('부전승');
    expect(byeKindName('absent')).toBe('결석');
    expect(byeKindName('withdrawn')).toBe('기권');
    expect(byeKindName('not-paired')).toBe('대진 제외');
  });
});
