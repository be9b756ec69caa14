// A decision's consequence in the reader's language, from its kind and the facts the platform's English sentence is
// made of (services/audit-reads DecisionLog and DecisionFacts). Names, results, amounts and articles stay as the
// platform wrote them; a kind (or a decision without facts) the console has no words for shows the platform's English.
import type { Decision, DecisionFacts, LedgerEntry } from '../../api/audit';
import { decisionWord } from '../../components/decisionWord';
import { rulingName } from '../../components/rulingName';
import { colourName, infractionName, isInfraction, rulingText } from '../../components/gameWords';
import { formatDateTime, t, wordFor, type MessageKey } from '../../i18n/i18n';

/** What a decision's sentence needs: its kind, where, whom, the facts, and the platform's English to fall back on. */
export type Said = Pick<Decision, 'decision' | 'round' | 'board' | 'playerName' | 'consequence' | 'facts'>;

const RULED_BY: Record<string, MessageKey> = {
  committee: 'auditor.decision.by.committee', 'technical-delegate': 'auditor.decision.by.technical-delegate',
};
const PROTEST: Record<string, MessageKey> = {
  accepted: 'committee.protest.accepted', rejected: 'committee.protest.rejected',
};
const SANCTION: Record<string, MessageKey> = {
  warning: 'sanctions.kind.warning', 'public-reprimand': 'sanctions.kind.public-reprimand',
  disqualification: 'sanctions.kind.disqualification',
};

const boards = (list: number[] | undefined) => (list ?? []).join(', ');

/** The decision's consequence in the reader's words; the platform's English when the console cannot say it. */
export function consequenceText(d: Said): string {
  const f: DecisionFacts | undefined = d.facts;
  const english = d.consequence ?? '';
  if (!f) return english;
  // the player by name when the pairing names them, else by the colour they held (as the platform says it)
  const player = d.playerName || colourName(f.color);
  switch (d.decision) {
    case 'warning': return t('auditor.decision.warning', { player, count: f.count ?? '' });
    case 'penalty': return t('auditor.decision.penalty', { player, points: f.points ?? '' });
    case 'turn-lost': return t('auditor.decision.turn-lost', { player, move: f.move ?? '' });
    case 'forfeit': return t('auditor.decision.forfeit', { player });
    case 'referee-decision': {
      const lines = (f.rulings ?? []).map(rulingText);
      const ruled = lines.length ? t('auditor.decision.referee-decision', { rulings: lines.join('; ') })
        : t('auditor.decision.nothingRuled');
      return f.awaitsChiefReferee ? `${ruled} ${t('referee.game.event.awaitsChief')}` : ruled;
    }
    case 'penalty-review':
      return t(f.concurred ? 'auditor.decision.penalty-review.concurs' : 'auditor.decision.penalty-review.overrules',
        { decision: f.reviewed ?? '' });
    case 'protest': return t('auditor.decision.protest', { complainant: f.complainant ?? '' });
    case 'protest-decision': {
      const decided = t('auditor.decision.protest-decision', { referees: f.referees ?? '', decision: wordFor(PROTEST, f.protestDecision) });
      return f.protestDecision === 'rejected' ? `${decided} ${t('auditor.decision.appealWindow')}` : decided;
    }
    case 'appeal':
      return t('auditor.decision.appeal', { amount: f.amount ?? '', due: formatDateTime(f.rulingDueAt) });
    case 'appeal-invalid': return t('auditor.decision.appeal-invalid');
    case 'ruling': {
      const ruled = t('auditor.decision.ruling', { by: wordFor(RULED_BY, f.ruledBy), decision: rulingName(f.ruling ?? '') });
      const result = f.result ? t('auditor.decision.resultBecomes', { result: f.result }) : t('auditor.decision.resultStands');
      return [ruled, result, ...(f.late ? [t('auditor.decision.late')] : [])].join(' ');
    }
    case 'technical-delegate':
      return t('auditor.decision.technical-delegate', { name: f.technicalDelegate ?? '', decision: rulingName(f.ruling ?? '') });
    case 'sanction-recommended':
      return t('auditor.decision.sanction-recommended', { sanction: wordFor(SANCTION, f.sanction), against: f.against ?? '' });
    case 'sanction-decision': {
      const decided = t(f.accepted ? 'auditor.decision.sanction-decision.accepts' : 'auditor.decision.sanction-decision.declines',
        { sanction: wordFor(SANCTION, f.sanction), against: f.against ?? '' });
      return f.withdrawn ? `${decided} ${t('sanctions.withdrawn', { name: d.playerName || f.against || '' })}` : decided;
    }
    case 'deposit-refunded': return t('auditor.decision.deposit-refunded', { amount: f.amount ?? '' });
    case 'deposit-forfeited': return t('auditor.decision.deposit-forfeited', { amount: f.amount ?? '' });
    case 'result-changed-by-ruling':
      return t('auditor.decision.result-changed-by-ruling', { round: d.round ?? '', board: d.board ?? '', result: f.result ?? '' });
    case 'result-corrected': {
      const corrected = t('auditor.decision.result-corrected', { round: d.round ?? '', board: d.board ?? '',
        previous: f.previousResult ?? t('auditor.decision.noResult'), result: f.result ?? '' });
      return f.laterRounds?.length ? `${corrected} ${t('auditor.decision.laterRoundsStand', { rounds: boards(f.laterRounds) })}` : corrected;
    }
    case 'pairing-adjusted': return t('auditor.decision.pairing-adjusted', { round: d.round ?? '', count: f.changes ?? '' });
    case 'pairing-corrected': {
      const voided = t('auditor.decision.pairing-corrected', { round: d.round ?? '', correction: f.correction ?? '', boards: boards(f.voided) });
      const started = f.started?.length ? t('auditor.decision.gamesStart', { boards: boards(f.started) }) : t('auditor.decision.noGameStarts');
      return `${voided} ${started}`;
    }
    case 'withdrawal': return t('auditor.decision.withdrawal', { player });
    case 'bye': return t('auditor.decision.bye', { player, round: d.round ?? '' });
    default: return english;
  }
}

/** The names the timeline knows players by (their id as it is when the tournament has none for it). */
export type NameOf = (playerId?: string) => string;

/**
 * The ledger's event types that are a decision the console says in words, with the facts their payload holds (the
 * event records of services/{game,arbitration,tournament}-api, as DecisionLog reads them into DecisionFacts).
 */
const EVENTS: Record<string, (p: Record<string, unknown>, nameOf: NameOf) => Said> = {
  WarningIssued: (p) => ({ decision: 'warning', facts: { color: str(p.color), count: num(p.count) } }),
  PenaltyImposed: (p) => ({ decision: 'penalty', facts: { color: str(p.color), points: num(p.points) } }),
  TurnLost: (p) => ({ decision: 'turn-lost', facts: { color: str(p.color), move: num(p.number) } }),
  GameForfeited: (p) => ({ decision: 'forfeit', facts: { color: str(p.loser) } }),
  RefereeDecided: (p) => ({ decision: 'referee-decision',
    facts: { rulings: Array.isArray(p.rulings) ? p.rulings : [], awaitsChiefReferee: p.awaitsChiefReferee === true } }),
  PenaltyReviewed: (p) => ({ decision: 'penalty-review', facts: { concurred: p.concurred === true, reviewed: str(p.decisionId) } }),
  ProtestFiled: (p) => ({ decision: 'protest', facts: { complainant: str(p.complainant) } }),
  ProtestDecided: (p) => ({ decision: 'protest-decision',
    facts: { referees: str(p.referee), protestDecision: constant(p.decision) } }),
  AppealFiled: (p) => ({ decision: 'appeal', round: num(p.round), board: num(p.board),
    facts: { amount: money(member(p.deposit, 'money')), rulingDueAt: str(p.rulingDueAt) } }),
  AppealRejectedAsInvalid: () => ({ decision: 'appeal-invalid', facts: {} }),
  AppealRuled: (p) => ({ decision: 'ruling', round: num(p.round), board: num(p.board), facts: { ruledBy: str(p.decidedBy),
    ruling: constant(p.decision), result: str(member(p.newResult, 'result')), late: p.late === true } }),
  TechnicalDelegateDecided: (p) => ({ decision: 'technical-delegate',
    facts: { technicalDelegate: str(p.technicalDelegate), ruling: constant(p.decision) } }),
  SanctionRecommended: (p) => ({ decision: 'sanction-recommended',
    facts: { sanction: constant(p.sanction), against: str(p.against) } }),
  // a decided disqualification of a registered player withdraws them (DecisionLog: playerId set)
  SanctionDecided: (p, nameOf) => ({ decision: 'sanction-decision',
    playerName: str(p.playerId) ? nameOf(str(p.playerId)) : undefined,
    facts: { sanction: constant(p.sanction), against: str(p.against), accepted: p.accepted === true,
      withdrawn: str(p.playerId) !== undefined } }),
  DepositRefunded: (p) => ({ decision: 'deposit-refunded', facts: { amount: money(p.amount) } }),
  DepositForfeited: (p) => ({ decision: 'deposit-forfeited', facts: { amount: money(p.amount) } }),
  ResultChangedByRuling: (p) => ({ decision: 'result-changed-by-ruling', round: num(p.round), board: num(p.board),
    facts: { result: str(p.result) } }),
  ResultCorrected: (p) => ({ decision: 'result-corrected', round: num(p.round), board: num(p.board),
    facts: { previousResult: str(p.previousResult), result: str(p.result), laterRounds: numbers(p.laterRoundsPaired) } }),
  PairingAdjusted: (p) => ({ decision: 'pairing-adjusted', round: num(p.round),
    facts: { changes: Array.isArray(p.changes) ? p.changes.length : undefined } }),
  PairingCorrected: (p) => ({ decision: 'pairing-corrected', round: num(p.round),
    facts: { correction: num(p.correction), voided: boardsOf(p.voided), started: boardsOf(p.started) } }),
  PlayerWithdrawn: (p, nameOf) => ({ decision: 'withdrawal', playerName: nameOf(str(p.playerId)), facts: {} }),
  ByeGranted: (p, nameOf) => ({ decision: 'bye', round: num(p.round), playerName: nameOf(str(p.playerId)), facts: {} }),
};

/** The decision kind (DecisionLog's word) a ledger event type records, or undefined for an event that is none. */
export function decisionKindOf(eventType: string): string | undefined {
  return EVENTS[eventType]?.({}, () => '').decision;
}

/** A ledger event type as the reader reads it: the decision it records in words, else the type as the ledger names it. */
export function eventTypeName(eventType: string): string {
  const kind = decisionKindOf(eventType);
  return kind ? decisionWord(kind) : eventType;
}

/**
 * A timeline entry in words when it is a decision the console can say from its payload; else the raw summary. Players
 * the payload names by id are named by `nameOf` (the tournament's registrations).
 */
export function entryText(entry: LedgerEntry, summary: string, nameOf: NameOf = (id) => id ?? ''): string {
  const said = EVENTS[entry.type];
  return said ? consequenceText({ ...said(entry.payload, nameOf), consequence: summary }) : summary;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** An enum constant as the API's JSON writes it (PUBLIC_REPRIMAND) as DecisionFacts words it (public-reprimand). */
function constant(value: unknown): string | undefined {
  return str(value)?.toLowerCase().replace(/_/g, '-');
}

function member(value: unknown, name: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;
}

/** A Money ({amount, currency}) as its toString writes it and DecisionFacts carries it: "USD 500". */
function money(value: unknown): string | undefined {
  const amount = member(value, 'amount');
  const currency = str(member(value, 'currency'));
  return currency && (typeof amount === 'number' || typeof amount === 'string') ? `${currency} ${amount}` : undefined;
}

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((n): n is number => typeof n === 'number') : [];
}

/** The boards of a list of paired games ({board, …}). */
function boardsOf(value: unknown): number[] {
  return Array.isArray(value) ? numbers(value.map((g) => member(g, 'board'))) : [];
}

/**
 * A decision's reason as the reader reads it: an infraction the code names, as a referee's decision stores it
 * ("phone-rang", then the referee's note after a colon) or as a warning does (its words, "phone rang"), in the
 * reader's words with the note as written; any other reason (a referee's or a committee's own words) as written.
 */
export function reasonText(reason: string): string {
  const named = /^([a-z]+(?:[- ][a-z]+)*)(?:: ([\s\S]*))?$/.exec(reason);
  const kind = named?.[1].replace(/ /g, '-');
  if (!named || !kind || !isInfraction(kind)) return reason;
  return named[2] ? `${infractionName(kind)}: ${named[2]}` : infractionName(kind);
}
