import type { Client } from './client';

// The platform's arbitration answers (services/platform dev.tengen.platform.arbitration; Incheon 2013 arbitration).

export type DocketStatus = 'protest-filed' | 'protest-decided' | 'protest-closed' | 'appeal-filed' | 'appeal-invalid' | 'appeal-ruled';
export type RulingDecision = 'UPHOLD' | 'COMMUTE' | 'OVERRULE';

export interface DocketEntry {
  protestId: string;
  appealId?: string;
  gameId: string;
  round: number;
  board: number;
  complainant: string;
  judgment: string;
  status: DocketStatus;
  filedAt: string;
  decidedAt?: string;
  protestDecision?: string;
  appealedAt?: string;
  deadline?: string;
  deadlineArticle?: string;
  deadlineMissed: boolean;
  ruling?: RulingDecision;
  ruledAt?: string;
  /** Seconds to the deadline at the server's clock when it answered. */
  secondsLeft?: number;
}

export interface Member {
  personId: string;
  role: string;
  name: string;
  nationality?: string;
}

export interface CommitteeView {
  size: number;
  nationalities: string[];
  members: Member[];
  complete: boolean;
  lacking?: string;
}

export interface Money {
  amount: number;
  currency: string;
}

export interface DepositTerms {
  tournamentId: string;
  deposit: Money;
  source: 'tournament' | 'default';
}

export interface ProtestView {
  id: string;
  tournamentId: string;
  gameId: string;
  round: number;
  board: number;
  complainant: string;
  judgment: string;
  filedAt: string;
  status: 'filed' | 'accepted' | 'rejected';
  referee?: string;
  reasons?: string;
  decidedAt?: string;
  appealId?: string;
  /** Once the protest is rejected, the minutes from the decision within which the appeal may be handed in (Incheon 2013 arbitration art. 1.2). */
  appealWindowMinutes?: number;
}

export interface Witness {
  name: string;
  signature: string;
  telephone: string;
  noc: string;
}

export interface AppealForm {
  writtenAt: string;
  complainant: string;
  complainantSignature: string;
  complainantNoc: string;
  teamOfficialSignature: string;
  opponent: string;
  opponentNoc: string;
  refereeJudgment: string;
  witnesses: Witness[];
  location: string;
  time: string;
  otherPeopleConcerned: string;
  description: string;
  drawing: string;
}

/** The body of POST /protests/{id}/appeal (and POST /appeals): the form of 000's appendix and the deposit handed in. */
export interface NewAppeal extends Omit<AppealForm, 'writtenAt' | 'drawing'> {
  protestId: string;
  drawing?: string;
  deposit: { amount: number; currency: string; paid: boolean };
  receivedAt?: string;
}

export interface SanctionRecommended {
  against: string;
  sanction: 'WARNING' | 'PUBLIC_REPRIMAND' | 'DISQUALIFICATION';
  reasons: string;
  article: string;
  by: string;
  at: string;
}

export interface SanctionDecided {
  recommendation: number;
  against: string;
  sanction: SanctionRecommended['sanction'];
  accepted: boolean;
  playerId?: string;
  reasons: string;
  article: string;
  by: string;
  at: string;
}

export interface RulingView {
  decision: RulingDecision;
  decidedBy: string;
  technicalDelegate?: string;
  membersPresent: string[];
  votes: { member: string; decision: RulingDecision }[];
  newResult?: { outcome: string; result: string };
  reasons: string;
  appealWon: boolean;
  late: boolean;
  at: string;
}

export interface AppealView {
  id: string;
  protestId: string;
  tournamentId: string;
  gameId: string;
  status: 'pending' | 'invalid' | 'ruled';
  valid: boolean;
  invalidity?: { reason: string; detail: string; article: string };
  receivedAt: string;
  /** The minutes from the referees' decision within which an appeal is received in time (Incheon 2013 arbitration art. 1.2). */
  appealWindowMinutes: number;
  rulingDueAt?: string;
  secondsToRuling?: number;
  rulingDeadlineMissedAt?: string;
  committeeConvenedAt?: string;
  /** Every member present has voted and none of the decisions has the majority: the Technical Delegate decides (art. 3.6). */
  referredToTechnicalDelegate: boolean;
  form: AppealForm;
  deposit: { money: Money; paid: boolean };
  depositStatus: 'held' | 'refunded' | 'forfeited' | 'not-paid';
  depositSettledAt?: string;
  ruling?: RulingView;
  sanctionsRecommended?: SanctionRecommended[];
  sanctionDecisions?: SanctionDecided[];
  version: number;
}

export interface Statement {
  by: string;
  text: string;
  at: string;
}

export interface Ballot {
  member: string;
  decision: string;
  opinion?: string;
  at: string;
}

export interface Deliberation {
  appealId: string;
  ruled: boolean;
  refereeReports: Statement[];
  testimonies: Statement[];
  convenedAt?: string;
  membersPresent?: string[];
  votes: Ballot[];
}

export interface FilingReceipt {
  id: string;
  version: number;
  status?: 'filed' | 'invalid';
  reason?: string;
  detail?: string;
  article?: string;
}

export interface GameLine {
  number: number;
  color: 'BLACK' | 'WHITE';
  kind: string;
  point?: string;
  captured: string[];
  at?: string;
}

export interface GameRecordView {
  id: string;
  round: number;
  board: number;
  black: string;
  white: string;
  boardSize: number;
  status: string;
  moves: GameLine[];
  position: string[];
}

/** The body of POST /bans: a ban decided outside a game (Incheon 2013 arbitration art. 2.6; a federation's own). */
export interface NewBan {
  name: string;
  country?: string;
  reason: string;
  article?: string;
  source?: string;
  until?: string;
}

/** A registry entry as GET /bans shows it: `lifted` is the reason it was lifted. */
export interface Ban extends NewBan {
  id: string;
  lifted?: string;
  by: string;
  at: string;
}

/** The calls of the committee's portal; each names its endpoint, so ApiContractIT checks it. */
export function arbitrationApi(client: Client) {
  return {
    docket: (id: string) => client.call<DocketEntry[]>('docket', { params: { id } }),
    committee: (id: string) => client.call<CommitteeView>('committee', { params: { id } }),
    depositTerms: (tournamentId: string) => client.call<DepositTerms>('appealDeposit', { params: { tournamentId } }),
    protest: (id: string) => client.call<ProtestView>('protest', { params: { id } }),
    /** At the protest's path, where an arbitrator appointed in its tournament is admitted (Incheon 2013 duties art. 1.2). */
    fileAppeal: (appeal: NewAppeal, key: string) =>
      client.call<FilingReceipt>('fileAppeal', { params: { id: appeal.protestId }, body: appeal, idempotencyKey: key }),
    appeal: (id: string) => client.call<AppealView>('appeal', { params: { id } }),
    refereeReport: (id: string, referee: string, report: string, key: string) =>
      client.call<FilingReceipt>('refereeReport', { params: { id }, body: { referee, report }, idempotencyKey: key }),
    testimony: (id: string, witness: string, testimony: string, key: string) =>
      client.call<FilingReceipt>('testimony', { params: { id }, body: { witness, testimony }, idempotencyKey: key }),
    convene: (id: string, membersPresent: string[], key: string) =>
      client.call<FilingReceipt>('convene', { params: { id }, body: { membersPresent }, idempotencyKey: key }),
    vote: (id: string, decision: string, opinion: string, key: string) =>
      client.call<FilingReceipt>('vote', { params: { id }, body: { decision, opinion: opinion || undefined }, idempotencyKey: key }),
    deliberation: (id: string) => client.call<Deliberation>('deliberation', { params: { id } }),
    rule: (id: string, ruling: { reasons: string; technicalDelegate?: string; technicalDelegateDecision?: string; newResult?: { outcome: string; result: string } }, key: string) =>
      client.call<FilingReceipt>('rule', { params: { id }, body: ruling, idempotencyKey: key }),
    recommend: (id: string, against: string, sanction: string, reasons: string, key: string) =>
      client.call<FilingReceipt>('recommendSanction', { params: { id }, body: { against, sanction, reasons }, idempotencyKey: key }),
    decideSanction: (id: string, recommendation: number, accepted: boolean, playerId: string, reasons: string, key: string) =>
      client.call<FilingReceipt>('decideSanction', {
        params: { id }, body: { recommendation, accepted, playerId: playerId || undefined, reasons }, idempotencyKey: key,
      }),
    bans: () => client.call<Ban[]>('bans'),
    ban: (ban: NewBan, key: string) =>
      client.call<{ banId: string }>('ban', { body: ban, idempotencyKey: key }),
    game: (id: string) => client.call<GameRecordView>('game', { params: { id } }),
    // sanctions (issue 14): a ban lifted before its term
    liftBan: (id: string, reason: string, key: string) =>
      client.call<{ banId: string }>('liftBan', { params: { id }, query: { reason }, idempotencyKey: key }),
  };
}

export type ArbitrationApi = ReturnType<typeof arbitrationApi>;
