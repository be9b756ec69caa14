import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import { rulingName } from '../src/components/rulingName';

// The committee's decision on a referee's decision (arbitration-api RulingDecision), as the docket and the player's
// rulings send it (OVERRULE) and as the decision log does (overrule).
describe("a ruling's decision in English", () => {
  it('says each decision, in either case', () => {
    expect(rulingName('OVERRULE')).toBe('overruled');
    expect(rulingName('uphold')).toBe('upheld');
    expect(rulingName('COMMUTE')).toBe('commuted');
  });

  it('shows a decision it does not know as the platform wrote it', () => {
    expect(rulingName('REMAND')).toBe('REMAND');
  });
});

describe("a ruling's decision in Korean", () => {
  readIn('ko', ['ko-KR']);

  it('says each decision', () => {
    expect(rulingName('OVERRULE')).toBe('번복');
    expect(rulingName('UPHOLD')).toBe('유지');
    expect(rulingName('commute')).toBe('감경');
  });
});
