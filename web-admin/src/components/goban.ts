// Board coordinates as the platform writes them (A1 at the bottom left, columns A to T without I, docs/PLATFORM.md)
// and the little a screen needs to draw a position. Nothing here judges a move: the engine does, through the API.

/** Column letters: the alphabet without I, as on every Go board. */
const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

export type Stone = 'black' | 'white' | null;

/** A point by column (0 = A, from the left) and row (0 = the top row, as the position's rows are listed). */
export interface Spot {
  x: number;
  y: number;
}

/** The column letters of a board. */
export function columns(size: number): string[] {
  return LETTERS.slice(0, size).split('');
}

/** "D4" for a spot; the bottom row is 1. */
export function pointName(spot: Spot, size: number): string {
  return `${LETTERS[spot.x]}${size - spot.y}`;
}

/** The spot a text names ("d4", " Q16 "), or null when it names no point of the board (I is no column). */
export function parsePoint(text: string, size: number): Spot | null {
  const m = /^\s*([A-Za-z])\s*(\d{1,2})\s*$/.exec(text);
  if (!m) return null;
  const x = LETTERS.indexOf(m[1].toUpperCase());
  const row = Number(m[2]);
  if (x < 0 || x >= size || row < 1 || row > size) return null;
  return { x, y: size - row };
}

/** The stone at a spot of the position's rows (X black, O white, . empty). */
export function stoneAt(rows: readonly string[], spot: Spot): Stone {
  const c = rows[spot.y]?.[spot.x];
  return c === 'X' ? 'black' : c === 'O' ? 'white' : null;
}

/** The star points (hoshi) drawn on the board: the usual ones of 9x9, 13x13 and 19x19, and the centre of odd boards. */
export function starPoints(size: number): Spot[] {
  const edge = size >= 13 ? 3 : 2;
  if (size < 7) return [];
  const far = size - 1 - edge;
  const mid = (size - 1) / 2;
  const spots: Spot[] = [
    { x: edge, y: edge }, { x: far, y: edge }, { x: edge, y: far }, { x: far, y: far },
  ];
  if (size % 2 === 1) spots.push({ x: mid, y: mid });
  if (size >= 19 && size % 2 === 1) {
    spots.push({ x: mid, y: edge }, { x: mid, y: far }, { x: edge, y: mid }, { x: far, y: mid });
  }
  return spots;
}

/** A cursor moved by an arrow key, kept on the board. */
export function step(spot: Spot, key: string, size: number): Spot {
  const clamp = (n: number) => Math.max(0, Math.min(size - 1, n));
  switch (key) {
    case 'ArrowUp': return { x: spot.x, y: clamp(spot.y - 1) };
    case 'ArrowDown': return { x: spot.x, y: clamp(spot.y + 1) };
    case 'ArrowLeft': return { x: clamp(spot.x - 1), y: spot.y };
    case 'ArrowRight': return { x: clamp(spot.x + 1), y: spot.y };
    case 'Home': return { x: 0, y: spot.y };
    case 'End': return { x: size - 1, y: spot.y };
    default: return spot;
  }
}

/**
 * The stones of one chain: the stone at {@code spot} and those of its colour connected to it along the lines. A
 * marking of dead stones selects a chain at a time; the count itself is the engine's.
 */
export function chain(rows: readonly string[], spot: Spot): Spot[] {
  const colour = rows[spot.y]?.[spot.x];
  if (colour !== 'X' && colour !== 'O') return [];
  const seen = new Set<string>();
  const found: Spot[] = [];
  const todo: Spot[] = [spot];
  while (todo.length) {
    const s = todo.pop()!;
    const key = `${s.x},${s.y}`;
    if (seen.has(key) || rows[s.y]?.[s.x] !== colour) continue;
    seen.add(key);
    found.push(s);
    todo.push({ x: s.x + 1, y: s.y }, { x: s.x - 1, y: s.y }, { x: s.x, y: s.y + 1 }, { x: s.x, y: s.y - 1 });
  }
  return found;
}

/** The last stone played in a game record (its point), or null when the record ends with a pass or is empty. */
export function lastStone(moves: readonly { kind: string; point?: string | null }[]): string | null {
  const last = moves[moves.length - 1];
  return last && last.kind === 'play' && last.point ? last.point : null;
}
