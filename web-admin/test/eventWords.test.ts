import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import type { LedgerEntry } from '../src/api/audit';
import { eventKindName, eventText } from '../src/routes/auditor/eventWords';

// Timeline entries as GET /tournaments/{id}/audit/timeline answers them for events that record no decision: the
// ledger's type and the Java record as the platform serialises it (enum constants in capitals, instants and durations
// as ISO text, Money as {amount, currency}). Park Junghwan (p-1) holds Black against Lee Sedol (p-2) on board 3.
const entry = (type: string, payload: Record<string, unknown>): LedgerEntry =>
  ({ sequence: 12, type, at: '2026-11-21T10:00:00Z', by: 'referee', payload, decision: null });
const PLAYERS: Record<string, string> = { 'p-1': 'Park Junghwan', 'p-2': 'Lee Sedol' };
const nameOf = (id?: string) => (id && PLAYERS[id]) || id || '?';

const VOTE = entry('VoteCast', { appealId: 'a-1', tournamentId: 't-1', member: 'tanaka', decision: 'UPHOLD',
  opinion: 'The referee read the clock at the time; I keep the judgment.', by: 'tanaka', at: '2026-11-21T10:20:00Z' });
const MOVE = entry('MovePlayed', { gameId: 'g-1', tournamentId: 't-1', number: 57, color: 'BLACK', point: 'Q16',
  captured: ['R16', 'R17'], by: 'p-1', at: '2026-11-21T10:05:00Z', clock: null });
const PASS = entry('PassPlayed', { gameId: 'g-1', tournamentId: 't-1', number: 212, color: 'WHITE', by: 'p-2',
  at: '2026-11-21T12:05:00Z' });
const REGISTERED = entry('PlayerRegistered', { tournamentId: 't-1', playerId: 'p-1', name: 'Park Junghwan', rank: '9p',
  club: 'Hanguk Kiwon', country: 'KR', by: 'director', at: '2026-11-20T09:00:00Z', mcMahonCorrection: null, memberships: {} });
const CHECKED_IN = entry('PlayerCheckedIn', { tournamentId: 't-1', playerId: 'p-2', round: 2, by: 'director',
  at: '2026-11-21T08:50:00Z' });
const STARTED = entry('GameStarted', { gameId: 'g-1', tournamentId: 't-1', round: 1, board: 3, black: 'p-1', white: 'p-2',
  ruleset: 'korean-2016', competitionCode: 'incheon-2013', boardSize: 19, handicap: 0, komi: 6.5, by: 'director',
  at: '2026-11-21T09:00:00Z' });
const RECORDED = entry('ResultRecorded', { tournamentId: 't-1', round: 1, board: 3, gameId: 'g-1', black: 'p-1',
  white: 'p-2', outcome: 'BLACK_WINS', byForfeit: false, result: 'B+R', reason: 'White resigned', by: 'system',
  at: '2026-11-21T12:10:00Z' });
const CONFIRMATION = entry('ResultConfirmationGiven', { gameId: 'g-1', tournamentId: 't-1', role: 'player', confirmer: 'p-2',
  result: 'B+R', by: 'p-2', at: '2026-11-21T12:09:00Z' });
const ARRIVAL = entry('ArrivalRecorded', { gameId: 'g-1', tournamentId: 't-1', color: 'WHITE', lateness: 'PT5M',
  deduction: 'PT10M', forfeits: false, reason: '', article: 'art. 2.2', by: 'referee', at: '2026-11-21T09:05:00Z' });
const CONVENED = entry('CommitteeConvened', { appealId: 'a-1', tournamentId: 't-1', membersPresent: ['tanaka', 'kim', 'wang'],
  by: 'tanaka', at: '2026-11-21T10:10:00Z' });
const DEPOSIT = entry('AppealDepositSet', { termsId: 't-1', tournamentId: 't-1', deposit: { amount: 500, currency: 'USD' },
  by: 'director', at: '2026-11-20T09:00:00Z' });

describe('an event that records no decision, in English', () => {
  it("says a committee member's vote with the decision and the opinion", () => {
    expect(eventText(VOTE, nameOf))
      .toBe("tanaka votes that the referees' decision be upheld. Opinion: The referee read the clock at the time; I keep the judgment.");
  });

  it('says a vote cast without an opinion', () => {
    expect(eventText(entry('VoteCast', { member: 'kim', decision: 'OVERRULE', opinion: '' }), nameOf))
      .toBe("kim votes that the referees' decision be overruled.");
  });

  it('says a move with its number, its colour and the stones it captures', () => {
    expect(eventText(MOVE, nameOf)).toBe('Move 57: Black plays Q16 and captures R16, R17');
  });

  it('says a pass with its number', () => {
    expect(eventText(PASS, nameOf)).toBe('Move 212: White passes');
  });

  it('says a registration with the rank', () => {
    expect(eventText(REGISTERED, nameOf)).toBe('Park Junghwan (9p) is registered');
  });

  it('names the player who checked in', () => {
    expect(eventText(CHECKED_IN, nameOf)).toBe('Lee Sedol is present for round 2');
  });

  it('says a game started with its players by name', () => {
    expect(eventText(STARTED, nameOf)).toBe('Round 1, board 3: the game Park Junghwan (Black) – Lee Sedol (White) starts');
  });

  it("says the tournament's result of a board", () => {
    expect(eventText(RECORDED, nameOf))
      .toBe('Round 1, board 3: Park Junghwan – Lee Sedol B+R, counted for pairing and placement');
  });

  it('names the player who confirms by their id, and the referee by the name given', () => {
    expect(eventText(CONFIRMATION, nameOf)).toBe('Lee Sedol confirms the result B+R');
    expect(eventText(entry('ResultConfirmationGiven', { role: 'referee', confirmer: 'Han Sangdae', result: 'B+R' }), nameOf))
      .toBe('The referee Han Sangdae confirms the result B+R');
  });

  it('says a late arrival with the lateness and what is taken off the clock', () => {
    expect(eventText(ARRIVAL, nameOf)).toBe('White arrives 5:00 late: 10:00 taken off the clock');
  });

  it('says who of the committee is present', () => {
    expect(eventText(CONVENED, nameOf)).toBe('The Arbitration Committee meets with tanaka, kim, wang present');
  });

  it("says an appeal's deposit as the platform writes money", () => {
    expect(eventText(DEPOSIT, nameOf)).toBe('An appeal now asks a deposit of USD 500');
  });

  it('names the commonest types in words', () => {
    expect(eventKindName('VoteCast')).toBe('Vote cast');
    expect(eventKindName('MovePlayed')).toBe('Move played');
    expect(eventKindName('PlayerRegistered')).toBe('Player registered');
    expect(eventKindName('RoundPublished')).toBe('Round published');
  });
});

describe('an event that records no decision, in Korean', () => {
  readIn('ko', ['ko-KR']);

  it("says a committee member's vote with the decision and the opinion", () => {
    expect(eventText(VOTE, nameOf))
      .toBe('tanaka의 표결: 심판의 결정은 유지. 의견: The referee read the clock at the time; I keep the judgment.');
  });

  it('says a move with its number, its colour and the stones it captures', () => {
    expect(eventText(MOVE, nameOf)).toBe('57수: 흑 Q16, R16, R17 따냄');
  });

  it('says a pass with its number', () => {
    expect(eventText(PASS, nameOf)).toBe('212수: 백 패스');
  });

  it('says a registration with the rank', () => {
    expect(eventText(REGISTERED, nameOf)).toBe('Park Junghwan (9p) 등록');
  });

  it('says a game started with its players by name', () => {
    expect(eventText(STARTED, nameOf)).toBe('1라운드 3번 판: Park Junghwan(흑) 대 Lee Sedol(백) 대국 시작');
  });

  it('says a late arrival with the lateness and what is taken off the clock', () => {
    expect(eventText(ARRIVAL, nameOf)).toBe('백 5:00 지각: 시계에서 10:00 차감');
  });

  it('names the commonest types in words', () => {
    expect(eventKindName('VoteCast')).toBe('표결');
    expect(eventKindName('MovePlayed')).toBe('착수');
    expect(eventKindName('PlayerRegistered')).toBe('선수 등록');
  });
});

describe('an event the console has no words for', () => {
  it('keeps the type as the ledger names it, and has no sentence', () => {
    const unknown = entry('SomethingNew', { color: 'BLACK', point: 'D4' });
    expect(eventKindName('SomethingNew')).toBe('SomethingNew');
    expect(eventText(unknown, nameOf)).toBeUndefined();
  });

  it('has no sentence, and does not throw, when the payload lacks what the sentence needs', () => {
    expect(eventText(entry('MovePlayed', {}), nameOf)).toBeUndefined();
    expect(eventText(entry('VoteCast', { member: 'tanaka' }), nameOf)).toBeUndefined();
    expect(eventText(entry('ResultRecorded', { round: 1, board: 3, result: null }), nameOf)).toBeUndefined();
    expect(() => eventText(entry('AppealDepositSet', { deposit: {} }), nameOf)).not.toThrow();
    expect(() => eventText(entry('CommitteeConvened', { membersPresent: 'tanaka' }), nameOf)).not.toThrow();
  });
});
