import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
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
    readIn('ko', ['ko-KR']);

    it('names the criteria', () => {
      expect(placementText(['MMS', 'SOS'])).toBe('순위 기준: MMS, SOS');
    });
  });
});
