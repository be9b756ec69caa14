import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import { officeName } from '../src/routes/director/events/officeName';

// A tournament's offices as GET /tournaments/{id}/officials words them (the official's role).
describe("an official's office in English", () => {
  it('names each office', () => {
    expect(officeName('technical-delegate')).toBe('Technical Delegate');
    expect(officeName('chief-referee')).toBe('Chief Referee');
    expect(officeName('referee')).toBe('Referee');
    expect(officeName('arbitrator')).toBe('Arbitrator');
    expect(officeName('arbitration-liaison')).toBe('Arbitration liaison officer');
    expect(officeName('scorer')).toBe('scorer');
  });
});

describe("an official's office in Korean", () => {
  readIn('ko', ['ko-KR']);

  it('names each office', () => {
    expect(officeName('technical-delegate')).toBe('기술 대표');
    expect(officeName('chief-referee')).toBe('심판장');
    expect(officeName('referee')).toBe('심판');
    expect(officeName('arbitrator')).toBe('중재위원');
    expect(officeName('arbitration-liaison')).toBe('중재 연락 담당');
  });
});
