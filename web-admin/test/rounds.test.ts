import { describe, expect, it } from 'vitest';
import type { BoardLine, Player, RoundDetail } from '../src/api/types';
import { keystrokes, parseEntry } from '../src/routes/director/rounds/entry';
import { namedBoards, scoreGroups, seatsByName, swapPlayers } from '../src/routes/director/rounds/pairing';

const game = (board: number, black: string, white: string): BoardLine => ({ board, gameId: `g${board}`, black, white, handicap: 0, komi: 6.5 });
const player = (id: string, name: string, rank = '1d'): Player => ({ id, name, rank, withdrawn: false, registeredAt: '2026-01-01T00:00:00Z' });
const round = (games: BoardLine[]): RoundDetail => ({ round: 1, status: 'paired', pairingSystem: 'mcmahon', games, byes: [], notes: [], adjustments: [] });

describe('the results grid', () => {
  it('reads the board number then a short result', () => {
    expect(parseEntry('12b')).toEqual({ board: 12, result: 'b' });
  });

  it('reads an SGF result after a space', () => {
    expect(parseEntry('7 W+3.5')).toEqual({ board: 7, result: 'W+3.5' });
  });

  it('reads both lose, unknown and forfeits', () => {
    expect(['3bl', '3 0-0', '3?', '3wf'].map((e) => parseEntry(e))).toEqual([
      { board: 3, result: 'bl' }, { board: 3, result: '0-0' }, { board: 3, result: '?' }, { board: 3, result: 'wf' },
    ]);
  });

  it('refuses a line without a board number', () => {
    expect(parseEntry('b')).toEqual({ error: 'board' });
  });

  it('refuses board 0', () => {
    expect(parseEntry('0b')).toEqual({ error: 'board' });
  });

  it('refuses what is not a result', () => {
    expect(parseEntry('4x')).toEqual({ error: 'result' });
  });

  it('takes at most three keystrokes per board after its number', () => {
    for (const result of ['b', 'w', 'bf', 'wf', '=', 'bl', '?']) expect(keystrokes(result)).toBeLessThanOrEqual(3);
  });
});

describe('the pairing screen', () => {
  const players = [player('p1', 'KIM'), player('p2', 'LEE', '2k'), player('p3', 'PARK'), player('p4', 'CHO')];
  const games = [game(2, 'p3', 'p4'), game(1, 'p1', 'p2')];

  it('shows boards by name and rank, board 1 first', () => {
    const boards = namedBoards(round(games), players);
    expect(boards.map((b) => `${b.board} ${b.black.name} ${b.white.name} ${b.white.rank}`)).toEqual(['1 KIM LEE 2k', '2 PARK CHO 1d']);
  });

  it('puts a board in the score group of its higher score', () => {
    expect(namedBoards(round(games), players, { p1: 3, p2: 2, p3: 1, p4: 1 }).map((b) => b.group)).toEqual([3, 1]);
  });

  it('cuts the boards into score groups in board order', () => {
    const boards = namedBoards(round([game(1, 'p1', 'p2'), game(2, 'p3', 'p4')]), players, { p1: 2, p2: 2, p3: 2, p4: 1 });
    expect(scoreGroups(boards).map((g) => [g.group, g.boards.length])).toEqual([[2, 2]]);
  });

  it('swaps two players of different boards, colours kept', () => {
    expect(swapPlayers(games, 'p2', 'p4')).toEqual([
      { board: 1, black: 'p1', white: 'p4', handicap: 0, komi: 6.5 },
      { board: 2, black: 'p3', white: 'p2', handicap: 0, komi: 6.5 },
    ]);
  });

  it('swaps the colours of two players of one board', () => {
    expect(swapPlayers(games, 'p1', 'p2')).toEqual([{ board: 1, black: 'p2', white: 'p1', handicap: 0, komi: 6.5 }]);
  });

  it('seats a player without a board in the place of the other', () => {
    expect(swapPlayers(games, 'p9', 'p3')).toEqual([{ board: 2, black: 'p9', white: 'p4', handicap: 0, komi: 6.5 }]);
  });

  it('swaps nothing when both are the same player', () => {
    expect(swapPlayers(games, 'p1', 'p1')).toBeNull();
  });

  it('lists players by name with their board, withdrawn players left out', () => {
    const withdrawn = { ...player('p5', 'AHN'), withdrawn: true };
    expect(seatsByName(round(games), [...players, withdrawn], (a, b) => a.localeCompare(b)).map((p) => `${p.name}:${p.board}`))
      .toEqual(['CHO:2', 'KIM:1', 'LEE:1', 'PARK:2']);
  });
});
