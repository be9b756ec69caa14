import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import type { LedgerEntry } from '../src/api/audit';
import { consequenceText, entryText, eventTypeName, reasonText, type Said } from '../src/routes/auditor/decisionWords';

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
  facts: { referees: 'Referee Han', protestDecision: 'rejected', appealWindowMinutes: 15 } };
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

  it("names the appeal's window the platform gives, not a number of its own", () => {
    expect(consequenceText({ ...PROTEST_REJECTED, facts: { ...PROTEST_REJECTED.facts, appealWindowMinutes: 20 } }))
      .toBe('The referees (Referee Han) decide on the protest: rejected. An appeal may be handed in within 20 minutes.');
  });

  it("shows the platform's English for a rejected protest without the window (an older platform)", () => {
    expect(consequenceText({ ...PROTEST_REJECTED, facts: { referees: 'Referee Han', protestDecision: 'rejected' } }))
      .toBe('The referees (Referee Han) rejected the protest; an appeal may be handed in within 15 minutes');
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
  readIn('ko', ['ko-KR']);

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
    expect(consequenceText({ ...PROTEST_REJECTED, facts: { ...PROTEST_REJECTED.facts, appealWindowMinutes: 10 } }))
      .toBe('심판(Referee Han)의 이의 결정: 기각. 10분 안에 항소할 수 있습니다.');
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

// Timeline entries as GET /tournaments/{id}/audit/timeline answers them: the ledger's event and, when it records a
// decision, that decision as the decisions' list reads it (DecisionLog); the console says it from the decision alone.
describe("a timeline entry's event", () => {
  const entry = (type: string, payload: Record<string, unknown>, decision?: Said): LedgerEntry =>
    ({ sequence: 8, type, at: '2026-11-21T10:00:00Z', by: 'referee', payload, decision: decision as LedgerEntry['decision'] });

  it('says a decision from the reading the platform gives it, naming the colour when no player is named', () => {
    expect(entryText(entry('WarningIssued', { color: 'WHITE', count: 1 }, { decision: 'warning',
      consequence: 'White is warned: warning 1 in this game', facts: { color: 'WHITE', count: 1 } }), 'color: WHITE · count: 1'))
      .toBe('White is warned: warning 1 in this game');
  });

  it('keeps the raw summary for an event that records no decision', () => {
    expect(entryText(entry('MovePlayed', { color: 'BLACK', point: 'D4' }), 'color: BLACK · point: D4'))
      .toBe('color: BLACK · point: D4');
  });
});

// Decisions beyond the referee desk, with the facts DecisionLog fills for each (amounts as Money's "USD 500", rulings
// and sanctions as words, boards as numbers).
describe("a decision's consequence beyond the referee desk", () => {
  const said = (decision: string, facts: Said['facts'], more: Partial<Said> = {}): Said =>
    ({ decision, consequence: 'raw', facts, ...more });

  describe('in English', () => {
    it("says a referee's decision from its ruling lines", () => {
      expect(consequenceText(said('referee-decision', { rulings: [{ kind: 'penalty-points', player: 'WHITE', points: 2,
        description: '', article: 'art. 27' }], awaitsChiefReferee: false })))
        .toBe('Ruled: White: 2 penalty points (art. 27)');
    });

    it('says an appeal from its deposit', () => {
      const text = consequenceText(said('appeal', { amount: 'USD 500', rulingDueAt: '2026-11-21T10:30:00Z' }, { round: 1, board: 3 }));
      // the due time is written in the reader's time zone, so only its year is fixed here
      expect(text).toMatch(/^The Arbitration Committee hears the appeal; deposit USD 500; ruling due by .*2026/);
    });

    it('says an appeal that is not heard', () => {
      expect(consequenceText(said('appeal-invalid', {}))).toBe('The appeal is not heard');
    });

    it("says the Technical Delegate's casting decision", () => {
      expect(consequenceText(said('technical-delegate', { technicalDelegate: 'Ms Park', ruling: 'uphold' })))
        .toBe("The committee's vote was tied; the Technical Delegate Ms Park decides: upheld");
    });

    it('says a decided disqualification that withdraws the player', () => {
      expect(consequenceText(said('sanction-decision', { sanction: 'disqualification', against: 'Kim Jiwon', accepted: true,
        withdrawn: true }, { playerName: 'Kim Jiwon' })))
        .toBe('The Technical Delegate accepts the recommended sanction of Kim Jiwon: Disqualification. Kim Jiwon is withdrawn from the tournament.');
    });

    it('says where a deposit goes', () => {
      expect(consequenceText(said('deposit-refunded', { amount: 'USD 500' }))).toBe('USD 500 returned to the complainant');
      expect(consequenceText(said('deposit-forfeited', { amount: 'USD 500' }))).toBe('USD 500 accrues to the Organizing Committee');
    });

    it('says a result changed or corrected', () => {
      expect(consequenceText(said('result-changed-by-ruling', { result: 'B+R' }, { round: 1, board: 3 })))
        .toBe('Round 1, board 3: the result becomes B+R');
      expect(consequenceText(said('result-corrected', { previousResult: 'W+2.5', result: 'B+0.5', laterRounds: [3] },
        { round: 2, board: 5 })))
        .toBe('Round 2, board 5: W+2.5 becomes B+0.5 Rounds 3 were already paired on the old result and stand.');
    });

    it('says a pairing adjusted and one corrected', () => {
      expect(consequenceText(said('pairing-adjusted', { changes: 2 }, { round: 2 }))).toBe('Round 2: boards set by hand: 2');
      expect(consequenceText(said('pairing-corrected', { correction: 1, voided: [4, 6], started: [4] }, { round: 2 })))
        .toBe('Round 2, published, corrected (correction 1): the games of boards 4, 6 are void. New games start on boards 4.');
    });

    it('says a withdrawal with the player named', () => {
      expect(consequenceText(said('withdrawal', {}, { playerName: 'Kim Jiwon' }))).toBe('Kim Jiwon is withdrawn and no longer paired');
    });
  });

  describe('in Korean', () => {
    readIn('ko', ['ko-KR']);

    it('says a refunded deposit', () => {
      expect(consequenceText(said('deposit-refunded', { amount: 'USD 500' }))).toBe('보증금 USD 500을 이의 제기자에게 반환');
    });

    it('says a withdrawal with the player named', () => {
      expect(consequenceText(said('withdrawal', {}, { playerName: 'Kim Jiwon' }))).toBe('Kim Jiwon 기권: 더 이상 대진에 들지 않음');
    });

    it('says a corrected pairing', () => {
      expect(consequenceText(said('pairing-corrected', { correction: 1, voided: [4], started: [] }, { round: 2 })))
        .toBe('공표된 2라운드 정정 (정정 1): 4번 판의 대국은 무효. 새로 시작하는 대국은 없습니다.');
    });
  });
});

// The timeline's kind filter lists the ledger's event types; those the page says record a decision read as its word.
describe("a ledger event type's name", () => {
  const DECISIONS = { SanctionRecommended: 'sanction-recommended', TurnLost: 'turn-lost', ByeGranted: 'bye' };

  it('is the decision it records in English, else the type', () => {
    expect(eventTypeName('SanctionRecommended', DECISIONS)).toBe('Sanction recommended');
    expect(eventTypeName('MovePlayed', DECISIONS)).toBe('MovePlayed');
  });

  describe('in Korean', () => {
    readIn('ko', ['ko-KR']);

    it('is the decision it records', () => {
      expect(eventTypeName('TurnLost', DECISIONS)).toBe('착수권 상실');
      expect(eventTypeName('ByeGranted', DECISIONS)).toBe('부전승');
    });
  });
});
