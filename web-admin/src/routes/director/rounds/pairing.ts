import type { BoardChange, BoardLine, Player, RoundDetail } from '../../../api/types';

/** A seat at a board, with what the director pairs on: the name, the rank and the score before the round. */
export interface Seat {
  id: string;
  name: string;
  rank: string;
  score?: number;
}

export interface NamedBoard {
  board: number;
  black: Seat;
  white: Seat;
  handicap: number;
  komi: number;
  result?: string;
  /** The score group the board is paired in: the higher of its two scores (McMahon pairs within a group, draws up and down across). */
  group?: number;
}

/** The round's boards with names, ranks and scores instead of ids, board 1 first. */
export function namedBoards(round: RoundDetail, players: Player[], scores: Record<string, number> = {}): NamedBoard[] {
  const byId = new Map(players.map((p) => [p.id, p]));
  const seat = (id: string): Seat => ({ id, name: byId.get(id)?.name ?? id, rank: byId.get(id)?.rank ?? '', score: scores[id] });
  return [...round.games].sort((a, b) => a.board - b.board).map((g) => {
    const black = seat(g.black);
    const white = seat(g.white);
    const known = [black.score, white.score].filter((s): s is number => s !== undefined);
    return {
      board: g.board, black, white, handicap: g.handicap, komi: g.komi, result: g.result,
      group: known.length ? Math.max(...known) : undefined,
    };
  });
}

/** The boards cut into runs of one score group, in board order: where a new group starts, the screen shows its header. */
export function scoreGroups(boards: NamedBoard[]): { group?: number; boards: NamedBoard[] }[] {
  const groups: { group?: number; boards: NamedBoard[] }[] = [];
  for (const board of boards) {
    const last = groups[groups.length - 1];
    if (last && last.group === board.group) last.boards.push(board);
    else groups.push({ group: board.group, boards: [board] });
  }
  return groups;
}

function change(game: BoardLine, black: string, white: string): BoardChange {
  return { board: game.board, black, white, handicap: game.handicap, komi: game.komi };
}

/**
 * The changes that swap two players: on one board they change colours; on two boards each takes the other's seat,
 * colour kept. A player without a board (a bye) takes the other's seat, and the one displaced gets the bye (the
 * platform gives a displaced player a pairing bye). Null when neither has a board or they are the same player.
 */
export function swapPlayers(games: BoardLine[], a: string, b: string): BoardChange[] | null {
  if (a === b) return null;
  const boardOf = (id: string) => games.find((g) => g.black === id || g.white === id);
  const ga = boardOf(a);
  const gb = boardOf(b);
  const put = (game: BoardLine, out: string, into: string) =>
    change(game, game.black === out ? into : game.black, game.white === out ? into : game.white);
  if (ga && gb && ga.board === gb.board) return [change(ga, ga.white, ga.black)];
  if (ga && gb) return [put(ga, a, b), put(gb, b, a)];
  if (ga) return [put(ga, a, b)];
  if (gb) return [put(gb, b, a)];
  return null;
}

/** Players in the order a director looks for them: by name, each with the board they sit at (if any). */
export function seatsByName(round: RoundDetail | null, players: Player[], compare: (a: string, b: string) => number) {
  const board = new Map<string, number>();
  round?.games.forEach((g) => { board.set(g.black, g.board); board.set(g.white, g.board); });
  return players.filter((p) => !p.withdrawn).map((p) => ({ ...p, board: board.get(p.id) }))
    .sort((a, b) => compare(a.name, b.name));
}

/** A score as the director reads it: 3, 2.5 (McMahon scores are halves at most). */
export function scoreText(score: number | undefined): string {
  return score === undefined ? '' : String(Math.round(score * 2) / 2);
}

/** The pairing list by name: each player's line (board, colour, opponent), sorted as the reader's language sorts names. */
export function byName(boards: NamedBoard[], compare: (a: string, b: string) => number) {
  return boards.flatMap((b) => [
    { seat: b.black, colour: 'black' as const, opponent: b.white, board: b.board },
    { seat: b.white, colour: 'white' as const, opponent: b.black, board: b.board },
  ]).sort((a, b) => compare(a.seat.name, b.seat.name));
}
