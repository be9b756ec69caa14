// The ledger's events that record no official's decision (a registration, a move, the clock, a result, the
// committee's hearing and votes) in the reader's language: the type's name and a sentence from its payload, the Java
// record of dev.tengen.{tournament,game,arbitration}.service.api as the platform serialises it (enum constants in
// capitals, instants and durations as ISO text, Money as {amount, currency}). Decisions are said by decisionWords
// from the platform's own reading of them; a type without words here keeps its ledger name and its raw values.
import type { LedgerEntry } from '../../api/audit';
import { clockText, millis } from '../../components/clockTime';
import { colourName, eventText as gameEventText } from '../../components/gameWords';
import { rulingName } from '../../components/rulingName';
import { formatDateTime, t, type MessageKey } from '../../i18n/i18n';
import { officeName } from '../director/events/officeName';

type Payload = Record<string, unknown>;
/** A player's name from their id, as the timeline knows the tournament's players. */
type NameOf = (playerId?: string) => string;

interface Words {
  /** The type's name, for the kind column and the kind filter. */
  kind: MessageKey;
  /**
   * The members the sentence cannot do without: an event stored without one (an older record, a sealed vote) shows
   * its raw values instead, which hide nothing, rather than a sentence with a hole in it.
   */
  needs: readonly string[];
  say: (p: Payload, nameOf: NameOf) => string;
}

/** A member as a sentence takes it: numbers stay numbers (the reader's digits), anything else as text. */
const plain = (v: unknown): string | number => (typeof v === 'number' ? v : v == null ? '' : String(v));
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const size = (v: unknown): number => (Array.isArray(v) ? v.length : 0);
/** Money as the platform writes it in its sentences (Money.toString: "USD 500"). */
const money = (v: unknown): string => {
  const m = (v ?? {}) as { amount?: unknown; currency?: unknown };
  return [text(m.currency), plain(m.amount)].filter((part) => part !== '').join(' ');
};
/** A round's board as the auditor's sentences place it. */
const where = (p: Payload) => ({ round: plain(p.round), board: plain(p.board) });
/** The referee desk's own sentence for a game event (gameWords), so the timeline says it as the desk did. */
const asTheDesk = (type: string, p: Payload) => gameEventText({ type, event: p }) ?? '';

const WORDS: Record<string, Words> = {
  // the tournament: registration, the roll call, officials, pairing
  TournamentCreated: { kind: 'auditor.event.tournamentCreated', needs: ['name'],
    say: (p) => t('auditor.eventText.tournamentCreated', { name: text(p.name) }) },
  PlayerRegistered: { kind: 'auditor.event.playerRegistered', needs: ['name', 'rank'],
    say: (p) => t('auditor.eventText.playerRegistered', { name: text(p.name), rank: text(p.rank) }) },
  PlayerCheckedIn: { kind: 'auditor.event.playerCheckedIn', needs: ['playerId', 'round'],
    say: (p, nameOf) => t('auditor.eventText.playerCheckedIn', { player: nameOf(text(p.playerId)), round: plain(p.round) }) },
  PlayerMarkedAbsent: { kind: 'auditor.event.playerMarkedAbsent', needs: ['playerId', 'round'],
    say: (p, nameOf) => t('auditor.eventText.playerMarkedAbsent', { player: nameOf(text(p.playerId)), round: plain(p.round) }) },
  OfficialAppointed: { kind: 'auditor.event.officialAppointed', needs: ['name', 'role'],
    say: (p) => t('auditor.eventText.officialAppointed', { name: text(p.name), office: officeName(text(p.role)) }) },
  RoundPaired: { kind: 'auditor.event.roundPaired', needs: ['round', 'games'],
    say: (p) => t('auditor.eventText.roundPaired', { round: plain(p.round), boards: size(p.games) }) },
  RoundPublished: { kind: 'auditor.event.roundPublished', needs: ['round', 'games'],
    say: (p) => t('auditor.eventText.roundPublished', { round: plain(p.round), boards: size(p.games) }) },
  TournamentClosed: { kind: 'auditor.event.tournamentClosed', needs: ['roundsPlayed'],
    say: (p) => t('auditor.eventText.tournamentClosed', { rounds: plain(p.roundsPlayed) }) },
  // the game: its start, the moves, the clock
  GameStarted: { kind: 'auditor.event.gameStarted', needs: ['round', 'board', 'black', 'white'],
    say: (p, nameOf) => t('auditor.eventText.gameStarted',
      { ...where(p), black: nameOf(text(p.black)), white: nameOf(text(p.white)) }) },
  MovePlayed: { kind: 'auditor.event.movePlayed', needs: ['number', 'color', 'point'],
    say: (p) => t('auditor.eventText.move', { number: plain(p.number), move: asTheDesk('MovePlayed', p) }) },
  PassPlayed: { kind: 'auditor.event.passPlayed', needs: ['number', 'color'],
    say: (p) => t('auditor.eventText.move', { number: plain(p.number), move: asTheDesk('PassPlayed', p) }) },
  ClockStarted: { kind: 'auditor.event.clockStarted', needs: ['toMove'],
    say: (p) => t('auditor.eventText.clockStarted', { colour: colourName(text(p.toMove)) }) },
  // the article the break is taken under is the timeline's own column
  ClockPaused: { kind: 'auditor.event.clockPaused', needs: [], say: () => t('auditor.eventText.clockPaused') },
  ClockResumed: { kind: 'auditor.event.clockResumed', needs: [], say: () => t('auditor.eventText.clockResumed') },
  ByoyomiPeriodUsed: { kind: 'auditor.event.byoyomiPeriodUsed', needs: ['color', 'periodsLeft'],
    say: (p) => t('auditor.eventText.byoyomiPeriodUsed', { colour: colourName(text(p.color)), periods: plain(p.periodsLeft) }) },
  TimeExpired: { kind: 'auditor.event.timeExpired', needs: ['color'], say: (p) => asTheDesk('TimeExpired', p) },
  ArrivalRecorded: { kind: 'auditor.event.arrivalRecorded', needs: ['color', 'lateness', 'deduction'],
    // a lateness is time spent: rounded down, as the platform's own sentence has it (clockText)
    say: (p) => t(p.forfeits ? 'auditor.eventText.arrivalForfeits' : 'auditor.eventText.arrivalRecorded', {
      colour: colourName(text(p.color)), lateness: clockText(millis(text(p.lateness)), true),
      deduction: clockText(millis(text(p.deduction)), true),
    }) },
  // the result: the end of play, the confirmations, the tournament's count
  PlayerResigned: { kind: 'auditor.event.playerResigned', needs: ['color'],
    say: (p) => t('referee.game.resign', { colour: colourName(text(p.color)) }) },
  ResultProposed: { kind: 'auditor.event.resultProposed', needs: ['result'], say: (p) => asTheDesk('ResultProposed', p) },
  // a player confirms by their id, a referee by their name (ResultConfirmationGiven.confirmer and its two roles)
  ResultConfirmationGiven: { kind: 'auditor.event.resultConfirmationGiven', needs: ['role', 'confirmer', 'result'],
    say: (p, nameOf) => p.role === 'player'
      ? t('auditor.eventText.confirmedByPlayer', { name: nameOf(text(p.confirmer)), result: text(p.result) })
      : t('auditor.eventText.confirmedByReferee', { name: text(p.confirmer), result: text(p.result) }) },
  ResultConfirmed: { kind: 'auditor.event.resultConfirmed', needs: ['round', 'board', 'result'],
    say: (p) => t('auditor.eventText.resultConfirmed', { ...where(p), result: text(p.result) }) },
  ResultEntered: { kind: 'auditor.event.resultEntered', needs: ['round', 'board', 'result'],
    say: (p) => t('auditor.eventText.resultEntered', { ...where(p), result: text(p.result) }) },
  ResultRecorded: { kind: 'auditor.event.resultRecorded', needs: ['round', 'board', 'black', 'white', 'result'],
    say: (p, nameOf) => t('auditor.eventText.resultRecorded',
      { ...where(p), black: nameOf(text(p.black)), white: nameOf(text(p.white)), result: text(p.result) }) },
  // the Arbitration Committee's hearing: its session, the evidence, the votes (sealed by the platform until the ruling)
  CommitteeConvened: { kind: 'auditor.event.committeeConvened', needs: ['membersPresent'],
    say: (p) => t('auditor.eventText.committeeConvened',
      { members: (Array.isArray(p.membersPresent) ? p.membersPresent : []).map(String).join(', ') }) },
  RefereeReportRecorded: { kind: 'auditor.event.refereeReportRecorded', needs: ['referee', 'report'],
    say: (p) => t('auditor.eventText.refereeReportRecorded', { referee: text(p.referee), report: text(p.report) }) },
  TestimonyRecorded: { kind: 'auditor.event.testimonyRecorded', needs: ['witness', 'testimony'],
    say: (p) => t('auditor.eventText.testimonyRecorded', { witness: text(p.witness), testimony: text(p.testimony) }) },
  VoteCast: { kind: 'auditor.event.voteCast', needs: ['member', 'decision'],
    say: (p) => {
      const vote = t('auditor.eventText.voteCast', { member: text(p.member), decision: rulingName(text(p.decision)) });
      return text(p.opinion).trim() ? `${vote} ${t('auditor.eventText.opinion', { opinion: text(p.opinion) })}` : vote;
    } },
  AppealDepositSet: { kind: 'auditor.event.appealDepositSet', needs: ['deposit'],
    say: (p) => t('auditor.eventText.appealDepositSet', { amount: money(p.deposit) }) },
  RulingDeadlineMissed: { kind: 'auditor.event.rulingDeadlineMissed', needs: ['dueAt', 'minutesOver'],
    say: (p) => t('auditor.eventText.rulingDeadlineMissed', { due: formatDateTime(text(p.dueAt)), minutes: plain(p.minutesOver) }) },
};

/** The event type's name in the reader's words; a type the console has no words for as the ledger names it. */
export function eventKindName(type: string): string {
  const words = WORDS[type];
  return words ? t(words.kind) : type;
}

/**
 * What the event says, in a sentence of the reader's language; undefined for a type without a sentence, or an event
 * stored without a member the sentence needs (the caller shows its raw values).
 */
export function eventText(entry: LedgerEntry, nameOf: NameOf): string | undefined {
  const words = WORDS[entry.type];
  const p = entry.payload ?? {};
  if (!words || words.needs.some((member) => p[member] == null || p[member] === '')) return undefined;
  return words.say(p, nameOf);
}
