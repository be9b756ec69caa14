import { describe, expect, it } from 'vitest';
import { chain, lastStone, parsePoint, pointName, starPoints, step } from '../src/components/goban';

// A 9x9 position written as the platform writes it (GameView.position, rows from the top, X black, O white).
const KO = [
  '.........',
  '.........',
  '.........',
  '...X.....',
  '..X.XO...',
  '...XO....',
  '.........',
  '.X.......',
  '.........',
];

describe('points', () => {
  it('names the bottom-left point A1', () => {
    expect(pointName({ x: 0, y: 8 }, 9)).toBe('A1');
  });

  it('skips I: the ninth column of a 19x19 board is J', () => {
    expect(pointName({ x: 8, y: 0 }, 19)).toBe('J19');
  });

  it('reads a typed point in either case with spaces around', () => {
    expect(parsePoint(' q16 ', 19)).toEqual({ x: 15, y: 3 });
  });

  it('refuses I as a column', () => {
    expect(parsePoint('I5', 19)).toBeNull();
  });

  it('refuses a point off the board', () => {
    expect(parsePoint('K10', 9)).toBeNull();
  });
});

describe('the board', () => {
  it('has the nine star points of 19x19', () => {
    expect(starPoints(19)).toHaveLength(9);
  });

  it('keeps the cursor on the board at the edge', () => {
    expect(step({ x: 0, y: 0 }, 'ArrowLeft', 9)).toEqual({ x: 0, y: 0 });
  });

  it('selects a whole chain connected along the lines', () => {
    expect(chain(KO, { x: 4, y: 4 }).map((s) => pointName(s, 9))).toEqual(['E5']);
    expect(chain(KO, { x: 5, y: 4 }).map((s) => pointName(s, 9)).sort()).toEqual(['F5']);
  });

  it('selects nothing on an empty point', () => {
    expect(chain(KO, { x: 0, y: 0 })).toEqual([]);
  });

  it('marks the last stone, not a pass', () => {
    expect(lastStone([{ kind: 'play', point: 'E5' }])).toBe('E5');
    expect(lastStone([{ kind: 'play', point: 'E5' }, { kind: 'pass' }])).toBeNull();
  });
});
