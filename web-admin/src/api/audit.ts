import type { Ban } from './arbitration';
import type { Client } from './client';
import type { RulingLine } from './gameTypes';

// The platform's audit answers (services/platform dev.tengen.platform.audit, read-models AuditLedger).

export interface LedgerEntry {
  sequence: number;
  aggregate?: string;
  aggregateSequence?: number;
  type: string;
  at: string;
  by: string;
  payload: Record<string, unknown>;
  /** The official's decision the event records, as audit/decisions reads it (DecisionLog); null for any other event. */
  decision?: Decision | null;
}

export interface TimelineGame {
  gameId: string;
  round: number;
  board: number;
  black?: string;
  white?: string;
}

export interface TimelinePage {
  events: LedgerEntry[];
  total: number;
  next?: number | null;
  kinds: Record<string, number>;
  /** For each of those types that records a decision, the decision's word (Decision.decision). */
  decisions: Record<string, string>;
  games: TimelineGame[];
}

export interface TimelineQuery {
  game?: string;
  player?: string;
  kind?: string;
  from?: string;
  to?: string;
  after?: number;
  limit?: number;
}

export interface Decision {
  sequence: number;
  at: string;
  decision: string;
  event: string;
  by: string;
  article: string;
  round?: number;
  board?: number;
  gameId?: string;
  player?: string;
  playerName?: string;
  reason?: string;
  consequence?: string;
  /** The values the English consequence is made of, to say it in the reader's language (DecisionFacts). */
  facts?: DecisionFacts;
}

/** services/audit-reads DecisionFacts: each kind of decision fills the few its sentence uses. */
export interface DecisionFacts {
  color?: string;
  count?: number;
  points?: number;
  move?: number;
  rulings?: RulingLine[];
  awaitsChiefReferee?: boolean;
  concurred?: boolean;
  reviewed?: string;
  complainant?: string;
  referees?: string;
  protestDecision?: string;
  /** A rejected protest: the minutes within which an appeal may be handed in (Incheon 2013 arbitration art. 1.2). */
  appealWindowMinutes?: number;
  amount?: string;
  rulingDueAt?: string;
  ruledBy?: string;
  ruling?: string;
  late?: boolean;
  result?: string;
  previousResult?: string;
  laterRounds?: number[];
  sanction?: string;
  against?: string;
  accepted?: boolean;
  withdrawn?: boolean;
  technicalDelegate?: string;
  changes?: number;
  correction?: number;
  voided?: number[];
  started?: number[];
}

export interface PlayerConduct {
  playerId: string;
  name: string;
  rank: string;
  withdrawn: boolean;
  warnings: number;
  penalties: number;
  sanctions: string[];
  decisions: Decision[];
}

export interface DuanReport {
  tournamentId: string;
  name: string;
  players: {
    playerId: string;
    name: string;
    rank: string;
    duan?: { rank: string; points: number[]; total: number; average: string; promotedTo?: string; reason: string } | null;
  }[];
}

/** The chain's end as the installation signed it (PLATFORM.md, "The signed head"). */
export interface SignedHead {
  tournament: string;
  sequence: number;
  hash: string;
  signedAt: string;
  key: string;
  signature: string;
}

export interface InstallationKey {
  algorithm: string;
  key: string;
  fingerprint: string;
  pem: string;
}

/** What the platform's verifier found, in the members of `tengen audit verify --json`. */
export interface ExportVerdict {
  holds: boolean;
  events?: number;
  lastSequence?: number;
  head?: string;
  signed?: boolean;
  tournament?: string;
  signedAt?: string;
  keyFingerprint?: string;
  line?: number;
  problem?: 'altered' | 'missing' | 'reordered' | 'unreadable' | string;
  detail?: string;
}

/** Who the auditor asks about: a name (compared as the sanctions registry compares names) and federation ids. */
export interface ConductQuery {
  name?: string;
  egf?: string;
  ffg?: string;
  aga?: string;
}

/** GET /conduct: one person's conduct across every tournament (services/audit-reads ConductRecord). */
export interface ConductRecord {
  name: string;
  memberships: Record<string, string>;
  registrations: {
    tournamentId: string;
    tournament: string;
    playerId: string;
    name: string;
    rank: string;
    club?: string;
    country?: string;
    memberships: Record<string, string>;
    withdrawn: boolean;
    warnings: number;
    penalties: number;
  }[];
  entries: (Omit<Decision, 'player' | 'playerName'> & { tournamentId: string; tournament: string; playerId: string })[];
  bans: Ban[];
}

export const NDJSON = 'application/x-ndjson';

/** The calls of the auditor's screens; each names its endpoint, so ApiContractIT checks it. */
export function auditApi(client: Client) {
  return {
    timeline: (id: string, query: TimelineQuery) =>
      client.call<TimelinePage>('auditTimeline', { params: { id }, query: { ...query } }),
    export: async (id: string) => {
      const answer = await client.read<string>('auditExport', { params: { id }, accept: NDJSON });
      return { text: answer.body, head: answer.headers.get('X-Audit-Head') ?? '' };
    },
    verify: (file: string, head?: string) =>
      client.call<ExportVerdict>('verifyExport', { raw: { content: file, type: NDJSON }, query: { head: head || undefined } }),
    conduct: (id: string) => client.call<PlayerConduct[]>('auditConduct', { params: { id } }),
    duan: (id: string) => client.call<DuanReport>('auditDuan', { params: { id } }),
    head: (id: string) => client.call<SignedHead>('auditHead', { params: { id } }),
    key: () => client.call<InstallationKey>('auditKey'),
    // a person's conduct across tournaments (issue 14)
    personConduct: (query: ConductQuery) => client.call<ConductRecord>('personConduct', { query: { ...query } }),
  };
}

export type AuditApi = ReturnType<typeof auditApi>;
