import { describe, expect, it } from 'vitest';
import type { CrosstableView, RoundDetail } from '../src/api/types';
import { crosstableLines, openGothaCell } from '../src/routes/director/rounds/crosstable';

// Expected forms from OpenGotha 3.52.03's own result strings (shared/data/opengotha/expected, e.g. Toulouse 2024's
// "16+/b0", "2-/b0") and the platform's public standings page (ResultCellTest: "12+/b2"), handicap 0 left out as there.
describe('a crosstable cell in OpenGotha form', () => {
  it('writes a played win with Black and its handicap stones', () => {
    expect(openGothaCell('12+b', 2)).toBe('12+/b2');
  });

  it('leaves the handicap out of an even game', () => {
    expect(openGothaCell('3-w', 0)).toBe('3-/w');
  });

  it('marks a result by default with ! instead of /', () => {
    expect(openGothaCell('3-w!', 0)).toBe('3-!w');
  });

  it('writes an unknown result as ?', () => {
    expect(openGothaCell('7~b', 0)).toBe('7?/b');
  });

  it('writes a round without a game as 0', () => {
    expect(openGothaCell('0', 0)).toBe('0');
    expect(openGothaCell('', 0)).toBe('0');
  });
});

describe('the crosstable lines', () => {
  it('take each round\'s handicap from that round\'s board of the player', () => {
    const view: CrosstableView = {
      rounds: 2, criteria: ['MMS'],
      rows: [{ place: 1, playerId: 'p1', name: 'LEE', rank: '1k', cells: ['2+b', '0'], values: [21] }],
    };
    const round = (n: number, handicap: number): RoundDetail => ({
      round: n, status: 'published', pairingSystem: 'mcmahon', byes: [], notes: [], adjustments: [],
      games: [{ board: 1, gameId: `g${n}`, black: 'p1', white: 'p2', handicap, komi: 0.5 }],
    });
    expect(crosstableLines(view, [round(1, 3), round(2, 0)])[0].results).toEqual(['2+/b3', '0']);
  });
});
