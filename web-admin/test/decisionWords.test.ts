import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from '../src/api/audit';
import { setLocale } from '../src/i18n/i18n';
import { consequenceText, decisionKindOf, entryText, reasonText, type Said } from '../src/routes/auditor/decisionWords';

// Decisions as GET /tournaments/{id}/audit/decisions answers them (DecisionLog, DecisionFacts): Kim Jiwon held Black
// on board 3 of round 1; each carries the platform's English, which the console shows only for what it cannot say.
const KIM = { round: 1, board: 3, playerName: 'Kim Jiwon' };
const WARNING: Said = { ...KIM, decision: 'warning', consequence: 'Kim Jiwon is warned: warning 2 in this game',
  facts: { color: 'BLACK', count: 2 } };
const PENALTY: Said = { ...KIM, decision: 'penalty', consequence: "2 points taken off Kim Jiwon's score at the count",
  facts: { color: 'BLACK', points: 2 } };
const TURN_LOST: Said = { ...KIM, decision: 'turn-lost', consequence: 'Kim Jiwon loses the turn: move 57 of the record is a pass',
  facts: { color: 'BLACK', move: 57 } };
const FORFEIT: Said = { ...KIM, decision: 'forfeit', consequence: 'Kim Jiwon loses the game by forfeit', facts: { color: 'BLACK' } };
const REVIEW: Said = { decision: 'penalty-review', consequence: "The Chief Referee concurs with the referee's proposed penalty (decision d-7)",
  facts: { concurred: true, reviewed: 'd-7' } };
const PROTEST_REJECTED: Said = { decision: 'protest-decision', round: 1, board: 3,
  consequence: 'The referees (Referee Han) rejected the protest; an appeal may be handed in within 15 minutes',
  facts: { referees: 'Referee Han', protestDecision: 'rejected' } };
const RULING: Said = { decision: 'ruling', round: 1, board: 3,
  consequence: "The committee overrules the referees' decision; the result becomes B+R",
  facts: { ruledBy: 'committee', ruling: 'overrule', result: 'B+R', late: false } };
const SANCTION: Said = { decision: 'sanction-recommended',
  consequence: 'The Arbitration Committee recommends to the Technical Delegate a public reprimand of Coach Yang',
  facts: { sanction: 'public-reprimand', against: 'Coach Yang' } };
const BYE: Said = { decision: 'bye', round: 2, playerName: 'Kim Jiwon', consequence: 'Kim Jiwon has a bye in round 2', facts: {} };

describe("a decision's consequence in English", () => {
  it('says a warning with the name and its number', () => {
    expect(consequenceText(WARNING)).toBe('Kim Jiwon is warned: warning 2 in this game');
  });

  it('says a penalty with the points', () => {
    expect(consequenceText(PENALTY)).toBe('Kim Jiwon: 2 penalty points, taken off the score at the count');
  });

  it('says a lost turn with the move that is a pass', () => {
    expect(consequenceText(TURN_LOST)).toBe('Kim Jiwon loses the turn: move 57 of the record is a pass');
  });

  it('names the colour when the pairing names no player', () => {
    expect(consequenceText({ ...FORFEIT, playerName: undefined })).toBe('Black loses the game by forfeit');
  });

  it("says the Chief Referee's review with the decision reviewed", () => {
    expect(consequenceText(REVIEW)).toBe("The Chief Referee concurs with the referee's proposed penalty (decision d-7)");
  });

  it("says a rejected protest with the referees and the appeal's window", () => {
    expect(consequenceText(PROTEST_REJECTED))
      .toBe('The referees (Referee Han) decide on the protest: rejected. An appeal may be handed in within 15 minutes.');
  });

  it("says a committee's ruling with the new result", () => {
    expect(consequenceText(RULING)).toBe("The committee rules: the referees' decision is overruled. The result becomes B+R.");
  });

  it('says a recommended sanction with whom it is against', () => {
    expect(consequenceText(SANCTION))
      .toBe('The Arbitration Committee recommends to the Technical Delegate a sanction of Coach Yang: Public reprimand');
  });

  it('says a bye with its round', () => {
    expect(consequenceText(BYE)).toBe('Kim Jiwon has a bye in round 2');
  });

  it("shows the platform's English for a kind it has no words for", () => {
    expect(consequenceText({ decision: 'something-new', consequence: 'Something new happened to Kim Jiwon', facts: {} }))
      .toBe('Something new happened to Kim Jiwon');
  });

  it("shows the platform's English for a decision without facts (an older platform)", () => {
    expect(consequenceText({ ...WARNING, facts: undefined })).toBe('Kim Jiwon is warned: warning 2 in this game');
  });
});

describe("a decision's consequence in Korean", () => {
  beforeAll(async () => {
    vi.stubGlobal('document', { documentElement: {} });
    await setLocale('ko', ['ko-KR']);
  });
  afterAll(async () => {
    await setLocale('en', ['en']);
    vi.unstubAllGlobals();
  });

  it('says a warning with the name and its number', () => {
    expect(consequenceText(WARNING)).toBe('Kim Jiwon 경고: 이 대국의 2번째 경고');
  });

  it('says a penalty with the points', () => {
    expect(consequenceText(PENALTY)).toBe('Kim Jiwon: 벌점 2, 계가 때 점수에서 뺌');
  });

  it('says a lost turn with the move that is a pass', () => {
    expect(consequenceText(TURN_LOST)).toBe('Kim Jiwon 착수권 상실: 기보의 57수는 패스');
  });

  it('names the colour in Korean when the pairing names no player', () => {
    expect(consequenceText({ ...FORFEIT, playerName: undefined })).toBe('흑 반칙패');
  });

  it("says the Chief Referee's review with the decision reviewed", () => {
    expect(consequenceText(REVIEW)).toBe('심판장이 심판의 벌칙 제안에 동의 (결정 d-7)');
  });

  it("says a rejected protest with the referees and the appeal's window", () => {
    expect(consequenceText(PROTEST_REJECTED)).toBe('심판(Referee Han)의 이의 결정: 기각. 15분 안에 항소할 수 있습니다.');
  });

  it("says a committee's ruling with the new result", () => {
    expect(consequenceText(RULING)).toBe('중재위원회의 재정: 심판의 결정은 번복. 결과는 B+R(으)로 바뀝니다.');
  });

  it('says a recommended sanction with whom it is against', () => {
    expect(consequenceText(SANCTION)).toBe('중재위원회가 기술 대표에게 Coach Yang에 대한 제재를 권고: 공개 견책');
  });

  it('says a bye with its round', () => {
    expect(consequenceText(BYE)).toBe('Kim Jiwon: 2라운드 부전승');
  });

  it("shows the platform's English for a kind it has no words for", () => {
    expect(consequenceText({ decision: 'something-new', consequence: 'Something new happened to Kim Jiwon', facts: {} }))
      .toBe('Something new happened to Kim Jiwon');
  });

  // reasons as DecisionLog stores them: a referee's decision "<infraction>: <note>", a warning the infraction's words
  it("names the infraction a reason gives in Korean, the referee's note as written", () => {
    expect(reasonText('phone-rang: in the hall')).toBe('휴대전화가 울림: in the hall');
    expect(reasonText('phone rang')).toBe('휴대전화가 울림');
    expect(reasonText('confirmed by the referee: he left the hall')).toBe('confirmed by the referee: he left the hall');
    expect(reasonText('After the ruling Lee Sedol left the hall.')).toBe('After the ruling Lee Sedol left the hall.');
  });
});

describe("a timeline entry's event", () => {
  const entry = (type: string, payload: Record<string, unknown>): LedgerEntry =>
    ({ sequence: 8, type, at: '2026-11-21T10:00:00Z', by: 'referee', payload });

  it('is a decision kind when it records one', () => {
    expect(decisionKindOf('WarningIssued')).toBe('warning');
    expect(decisionKindOf('MovePlayed')).toBeUndefined();
  });

  it('says a warning from its payload, naming the colour', () => {
    expect(entryText(entry('WarningIssued', { color: 'WHITE', count: 1, article: 'art. 27' }), 'color: WHITE · count: 1'))
      .toBe('White is warned: warning 1 in this game');
  });

  it('keeps the raw summary for an event it does not say', () => {
    expect(entryText(entry('MovePlayed', { color: 'BLACK', point: 'D4' }), 'color: BLACK · point: D4'))
      .toBe('color: BLACK · point: D4');
  });
});
