// A decision's consequence in the reader's language, from its kind and the facts the platform's English sentence is
// made of (services/audit-reads DecisionLog and DecisionFacts, in the decisions' list and on the timeline's events).
// Names, results, amounts and articles stay as the platform wrote them; a kind (or a decision without facts) the
// console has no words for shows the platform's English.
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
      if (f.protestDecision !== 'rejected') return decided;
      // the window as the platform gives it; a decision read without it keeps the platform's English, which names it
      return f.appealWindowMinutes === undefined ? english
        : `${decided} ${t('auditor.decision.appealWindow', { minutes: f.appealWindowMinutes })}`;
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

/** A ledger event type as the reader reads it: the decision it records in words (`decisions`: the timeline page's word
 * for each type that records one), else the type as the ledger names it. */
export function eventTypeName(eventType: string, decisions: Record<string, string>): string {
  const kind = decisions[eventType];
  return kind ? decisionWord(kind) : eventType;
}

/** A timeline entry in words when it records a decision (the platform reads it as one); else the raw summary. */
export function entryText(entry: LedgerEntry, summary: string): string {
  return entry.decision ? consequenceText(entry.decision) : summary;
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
