// The game service's answers as the referee's desk and the player's screens read them (services/platform, packages
// game, referee, player and arbitration; docs/PLATFORM.md, "The game service").

import type { TimeControl } from './types';
import type { DocketEntry } from './arbitration';

export type { TimeControl };

export type Colour = 'black' | 'white';

/** One side of the clock at the face's readAt; durations are ISO-8601 ("PT9M30S"), fields a system lacks are null. */
export interface ClockReading {
  basicTimeLeft: string;
  periodsLeft?: number | null;
  periodTimeLeft?: string | null;
  movesLeft?: number | null;
  penaltyPoints?: number | null;
  expired: boolean;
}

export interface Arrival {
  color: string;
  lateness: string;
  deduction: string;
  forfeits: boolean;
  reason: string;
  article: string;
  at: string;
}

export interface ClockFace {
  timeControl: TimeControl;
  phase: 'ready' | 'running' | 'suspended' | 'flag-fallen' | 'ended';
  running?: Colour | null;
  paused: boolean;
  startedAt?: string | null;
  readAt?: string | null;
  flagFallsAt?: string | null;
  black: ClockReading;
  white: ClockReading;
  blackArrival?: Arrival | null;
  whiteArrival?: Arrival | null;
}

export interface MoveEntry {
  number: number;
  color: string;
  kind: 'play' | 'pass' | 'turn-lost' | 'pass-counted' | 'expiry-pass';
  point?: string | null;
  captured: string[];
}

export interface Attempt {
  afterMoves: number;
  color: Colour;
  point: string;
  violation: string;
  infraction: string;
  reason: string;
  article: string;
  sanctionArticle: string;
  /** What the ruling recorded right after the attempt (a warning, a lost turn, a loss), as a write's answer lists it. */
  consequences: RecordedEvent[];
  by: string;
  at: string;
}

export interface RulingLine {
  kind: string;
  player?: string | null;
  points: number;
  winner?: string | null;
  resultReason?: string | null;
  description: string;
  article: string;
}

export interface Decision {
  id: string;
  infraction: string;
  offender?: Colour | null;
  choice?: string | null;
  note?: string | null;
  rulings: RulingLine[];
  status: 'in-effect' | 'awaiting-chief-referee' | 'concurred' | 'overruled';
  review?: string | null;
  by: string;
  at: string;
}

export interface Confirmation {
  role: 'player' | 'referee';
  confirmer: string;
  result: string;
  by: string;
  at: string;
}

export interface GameResult {
  result: string;
  winner?: Colour | null;
  outcome: string;
  ending?: string | null;
  reason: string;
  byForfeit: boolean;
  confirmations: Confirmation[];
  confirmed: boolean;
}

export type GameStatus = 'playing' | 'counting' | 'result-proposed' | 'final';

export interface Game {
  id: string;
  tournamentId: string;
  round: number;
  board: number;
  black: string;
  white: string;
  ruleset: string;
  competitionCode: string;
  boardSize: number;
  handicap: number;
  komi: number;
  version: number;
  status: GameStatus;
  toMove?: Colour | null;
  position: string[];
  prisoners: { black: number; white: number };
  warnings: { black: number; white: number };
  moves: MoveEntry[];
  deadStones: { black?: string[] | null; white?: string[] | null; agreed?: string[] | null };
  result?: GameResult | null;
  decisions: Decision[];
  clock?: ClockFace | null;
  attempts: Attempt[];
}

/** An event a write recorded (or a preview would record), under its type name. */
export interface RecordedEvent {
  type: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  event: Record<string, any>;
}

export interface GameReceipt {
  gameId: string;
  version: number;
  events: RecordedEvent[];
}

export interface SideScore {
  territory: number;
  stones: number;
  prisoners: number;
  shared: number;
  area: number;
  compensation: number;
  penalties: number;
  total: number;
}

export interface FillIn {
  bowl: number;
  blackTerritory: number;
  whiteTerritory: number;
  sharedSpaces: number;
  winningSide?: Colour | null;
  winningSpaces: number;
  losingSide?: Colour | null;
  losingStones: number;
  compensationStones: number;
  differenceValue: number;
}

export interface Count {
  gameId: string;
  ruleset: string;
  counting: 'territory' | 'area' | 'ing-fill-in';
  unit: 'points' | 'stones';
  deadStones: string[];
  black: SideScore;
  white: SideScore;
  marginPoints: number;
  marginInUnit: number;
  result: string;
  resultInUnit: string;
  reason: string;
  fillIn?: FillIn | null;
  notes: string[];
  ownership: string[];
}

export interface InfractionEntry {
  infraction: string;
  penalty: 'no-penalty' | 'warning' | 'warning-then-loss' | 'loss' | 'referee-chooses' | 'not-prescribed';
  correction: string;
  window: string;
  choices: string[];
  article: string;
  offender: 'required' | 'optional' | 'none';
  questions: ('intentional' | 'recreatable' | 'grave')[];
  reportable: boolean;
}

export interface Infractions {
  competitionCode: string;
  title: string;
  warningsLose: number;
  pointsPerWarning: number;
  warningsArticle: string;
  unprescribed: string;
  complaints: string;
  infractions: InfractionEntry[];
}

/** The body of a referee's decision. */
export interface DecisionReport {
  infraction: string;
  offender?: Colour;
  intentional?: boolean;
  recreatable?: boolean;
  grave?: boolean;
  choice?: string;
  note?: string;
}

export interface BoardLine {
  board: number;
  gameId?: string | null;
  black: string;
  blackName: string;
  white: string;
  whiteName: string;
  handicap: number;
  komi: number;
  result?: string | null;
  status: GameStatus | 'not-started';
  toMove?: Colour | null;
  moves: number;
  warnings: { black: number; white: number };
  awaitingChiefReferee: number;
  protestsFiled: number;
}

export interface RefereeTournament {
  tournamentId: string;
  name: string;
  role: 'referee' | 'chief-referee';
  closed: boolean;
  currentRound?: number | null;
  rounds: { round: number; boards: BoardLine[] }[];
}

export interface Boards {
  account: string;
  tournaments: RefereeTournament[];
}

/** A protest or appeal on the docket: one type for every screen (api/arbitration). */
export type { DocketEntry };

export interface PlayerGame {
  round: number;
  board: number;
  gameId?: string;
  colour: Colour;
  opponentId: string;
  opponentName: string;
  result: string;
  resultText?: string;
  byForfeit: boolean;
  status: GameStatus | 'not-started';
  proposed?: { result: string; reason: string };
  confirmedByPlayer: boolean;
}

export interface Judgment {
  gameId: string;
  round: number;
  board: number;
  kind: 'illegal-move' | 'decision';
  decisionId?: string;
  summary: string;
  article: string;
  by: string;
  at: string;
}

export interface Registration {
  tournamentId: string;
  tournament: string;
  playerId: string;
  name: string;
  rank: string;
  withdrawn: boolean;
  games: PlayerGame[];
  byes: { round: number; kind: string; reason: string }[];
  protestable: Judgment[];
  protests: DocketEntry[];
  rulings: { protestId: string; appealId: string; gameId: string; round: number; board: number; judgment: string;
    ruling: string; ruledAt: string; notification: string }[];
}

export interface PlayerGames {
  account: string;
  players: Registration[];
}

export interface NewProtest {
  tournamentId: string;
  gameId: string;
  round: number;
  board: number;
  complainant: string;
  judgment: string;
}

export interface ArbitrationReceipt {
  id: string;
  version: number;
}
