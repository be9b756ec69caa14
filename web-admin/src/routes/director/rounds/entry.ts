/**
 * One line of the results grid: the board number, then the result, e.g. `12b` (Black wins board 12), `7 W+3.5`,
 * `3bl` (both lose). Short forms are the platform's result slip (ResultSlip): b, w, bf/wf (by forfeit), = (jigo),
 * bl or 0-0 (both lose), ? (unknown); or any SGF result. At most three keystrokes after the board number
 * (`bf` and Enter).
 */
export type Entry = { board: number; result: string } | { error: 'board' | 'result' };

const RESULT = /^(b|w|bf|wf|=|0|\?|bl|0-0|void|[bw]\+(r|t|f|\d+(\.5)?)?)$/i;

export function parseEntry(text: string): Entry {
  const found = /^\s*(\d+)\s*(.*?)\s*$/.exec(text);
  if (!found || Number(found[1]) < 1) return { error: 'board' };
  const result = found[2];
  if (!RESULT.test(result)) return { error: 'result' };
  return { board: Number(found[1]), result };
}

/** Keystrokes a director types for an entry, Enter included, the board number left out. */
export function keystrokes(result: string): number {
  return result.length + 1;
}
