import { describe, expect, it } from 'vitest';
import type { Player, RoundDetail } from '../src/api/types';
import { byName, namedBoards } from '../src/routes/director/rounds/pairing';

describe('the pairing list by name', () => {
  const player = (id: string, name: string): Player => ({ id, name, rank: '1k', withdrawn: false, registeredAt: '2026-01-01T00:00:00Z' });
  const round: RoundDetail = {
    round: 1, status: 'published', pairingSystem: 'mcmahon', byes: [], notes: [], adjustments: [],
    games: [{ board: 1, gameId: 'g1', black: 'p1', white: 'p2', handicap: 0, komi: 6.5 }, { board: 2, gameId: 'g2', black: 'p3', white: 'p4', handicap: 0, komi: 6.5 }],
  };

  it('gives every player a line with board, colour and opponent, by name', () => {
    const lines = byName(namedBoards(round, [player('p1', 'PARK'), player('p2', 'AHN'), player('p3', 'LEE'), player('p4', 'CHO')]), (a, b) => a.localeCompare(b));
    expect(lines.map((l) => `${l.seat.name} ${l.board} ${l.colour} ${l.opponent.name}`)).toEqual([
      'AHN 1 white PARK', 'CHO 2 white LEE', 'LEE 2 black CHO', 'PARK 1 black AHN',
    ]);
  });
});
