// The platform's answers as the console reads them (services/platform, package tournament and security).

import type { DocketEntry } from './arbitration';

export interface Caller {
  user: string;
  roles: string[];
  players: string[];
  offices: { tournamentId: string; tournament: string; role: string }[];
}

export interface TournamentSummary {
  id: string;
  name: string;
  version: number;
  createdAt: string;
  ruleSet?: string;
  players: number;
  withdrawn: number;
}

export interface TimeControl {
  kind: string;
  basicTime?: string | null;
  periods?: number | null;
  period?: string | null;
  moves?: number | null;
  exceedances?: number | null;
  latenessLimit?: string | null;
}

export interface Player {
  id: string;
  name: string;
  rank: string;
  club?: string;
  country?: string;
  withdrawn: boolean;
  registeredAt: string;
  withdrawnAt?: string;
  withdrawalReason?: string;
  memberships?: Record<string, string>;
}

export interface TournamentView {
  id: string;
  name: string;
  version: number;
  createdBy: string;
  createdAt: string;
  configuration?: {
    ruleSet: string;
    boardSize: number;
    rounds: number;
    pairingSystem: string;
    configuredBy: string;
    configuredAt: string;
    timeControl?: TimeControl | null;
  };
  players: Player[];
}

export interface HandicapSettings {
  basis: string;
  noHandicapFrom: string;
  correction: number;
  ceiling: number;
}

export interface PairingParameters {
  cycles?: number | null;
  lossesAllowed?: number | null;
  knockoutAfterRound?: number | null;
  eliminatedPerRound?: number | null;
  bar?: string | null;
  floor?: string | null;
  zero?: string | null;
  inLine?: number | null;
  outLine?: number | null;
  winners?: number | null;
}

/** The body of PUT configuration; optional fields take the server's defaults. */
export interface TournamentSettings {
  ruleSet: string;
  boardSize: number;
  rounds: number;
  pairingSystem: string;
  competitionCode?: string | null;
  komi?: number | null;
  handicap?: HandicapSettings | null;
  pairingParameters?: PairingParameters | null;
  placementCriteria?: string[] | null;
  timeControl?: TimeControl | null;
}

/** The configuration as recorded (or as it would be), every default filled in. */
export interface SettingsView {
  ruleSet: string;
  boardSize: number;
  rounds: number;
  pairingSystem: string;
  competitionCode: string;
  komi: number;
  handicap: HandicapSettings;
  pairingParameters: PairingParameters;
  placementCriteria: string[];
  configuredBy: string;
  configuredAt: string;
}

export interface Official {
  personId: string;
  role: string;
  name: string;
  nationality?: string;
  appointedBy: string;
  appointedAt: string;
}

export interface Account {
  user: string;
  roles: string[];
  players: string[];
}

export interface Receipt {
  tournamentId: string;
  version: number;
  playerId?: string;
}

export interface ImportRow {
  line: number;
  name: string;
  rank: string;
  club?: string;
  country?: string;
  memberships?: Record<string, string>;
}

/** The other programs' tournament files whose players the desk imports, and how each is sent. */
export type TournamentFileFormat = 'opengotha' | 'macmahon' | 'pairgoth';

/** One player a rating list search found (GET /api/v1/ratings), ready to fill the registration form. */
export interface RatedPlayer {
  file: string;
  list: string;
  id: string;
  familyName: string;
  givenName: string;
  name: string;
  rank: string | null;
  rating: number | null;
  listed: string;
  club: string;
  country: string;
  lastRated: string | null;
  memberships: Record<string, string>;
  held: boolean | null;
  basis: string | null;
}

export interface RatingSearch {
  configured: boolean;
  lists: { file: string; list: string | null; date: string | null; players: number; problems: string[] }[];
  players: RatedPlayer[];
  truncated: boolean;
}

export interface ImportReceipt {
  tournamentId: string;
  version: number;
  dryRun: boolean;
  players: number;
  playerIds: string[];
  /** What the director should look at in the file's players (an invisible character left out, a namesake), each "where: what". */
  warnings: string[];
}

/** The federation files of GET .../exports/{format}. */
export type ExportFormat = 'h9' | 'aga' | 'tou' | 'csv' | 'duan';

/** A federation file's pre-submission check: every finding, an error making the federation refuse the file. */
export interface ExportCheck {
  format: ExportFormat;
  acceptable: boolean;
  issues: { severity: 'error' | 'warning'; where: string; what: string }[];
}

export type CheckInStatus = 'PRESENT' | 'ABSENT' | 'NOT_CALLED';

export interface RollCall {
  round: number;
  present: number;
  absent: number;
  notCalled: number;
  players: { playerId: string; name: string; rank: string; status: CheckInStatus; at?: string; by?: string; reason?: string }[];
}

// director.rounds: what the pairing, results, standings and round-in-play screens read (issue 13, second half)

/** A board of a round (GET /rounds/{n}); players by id, the result once recorded, as SGF writes it. */
export interface BoardLine {
  board: number;
  gameId: string;
  black: string;
  white: string;
  handicap: number;
  komi: number;
  outcome?: string;
  byForfeit?: boolean;
  result?: string;
}

export interface RoundBye {
  playerId: string;
  kind: string;
  reason?: string;
}

export interface RoundDetail {
  round: number;
  status: 'paired' | 'published';
  pairingSystem: string;
  games: BoardLine[];
  byes: RoundBye[];
  notes: string[];
  adjustments: string[];
  pairedAt?: string;
  publishedAt?: string;
  corrections?: { correction: number; reason: string; boards: number[]; by: string; at: string }[];
}

export interface RoundLine {
  round: number;
  status: 'paired' | 'published';
  boards: number;
  finished: number;
  byes: number;
  corrections: number;
}

export interface RoundScores {
  round: number;
  score: string;
  scores: Record<string, number>;
}

export interface BoardChange {
  board: number;
  black: string;
  white: string;
  handicap?: number;
  komi?: number;
}

export interface StandingsView {
  afterRound: number;
  placement: string;
  criteria: string[];
  rows: { place: number; shared: boolean; playerId: string; name: string; rank: string; club?: string; withdrawn: boolean; values: (string | number)[] }[];
  note?: string;
  registeredOnly: { playerId: string; name: string; rank: string; club?: string }[];
}

export interface RoundStatus {
  round: number;
  boards: number;
  notStarted: number;
  inPlay: number;
  finished: number;
  games: { board: number; gameId: string; black: string; white: string; state: 'not-started' | 'in-play' | 'finished'; result?: string; moves: number; lastMoveAt?: string; clockStartedAt?: string; running?: string }[];
  late: { board: number; gameId: string; playerId: string; colour: string; since: string; lateness?: string; forfeits: boolean }[];
}

/** A protest or appeal on the docket: one type for every screen (api/arbitration). */
export type { DocketEntry };

/** One criterion's part of a pair's weight (GET .../rounds/{n}/pairing/why); facts ...First are black's, ...Second white's. */
export interface WhyComponent {
  criterion: 'avoid-rematch' | 'score-difference' | 'geography' | 'draw-up-down' | 'seeding' | 'colour-balance';
  priority: number;
  weight: number;
  step: number;
  steps: number;
  facts: Record<string, string | number | boolean | number[]>;
}

/** Why this pairing: a pair's weight in the round's McMahon or Swiss pairing, criterion by criterion. */
export interface PairingWhy {
  round: number;
  status: 'paired' | 'published';
  black: string;
  white: string;
  board?: number;
  weight: number;
  engineBlack: string;
  handicap: number;
  components: WhyComponent[];
}

// director.crosstable: the crosstable print (issue 13)

/** GET /crosstable: every player's rounds in standings order; a cell is the opponent's place, + - = ?, b/w, ! by default. */
export interface CrosstableView {
  rounds: number;
  criteria: string[];
  /** cells: the opponent's place, + - = ?, b/w, ! by default; results: the same in OpenGotha's form with the handicap (12+/b2). */
  rows: { place: number; playerId: string; name: string; rank: string; cells: string[]; results: string[]; values: (string | number)[] }[];
  note?: string;
}
