import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import type { Attempt, Game } from '../src/api/gameTypes';
import { attemptText, endsGame, eventText, isRuling, moveKindName, playerConfirmed } from '../src/components/gameWords';

// The events as the platform's preview of White's immediate ko retake answers them (GamePreviewApiTest).
const RETAKE = [
  { type: 'IllegalMoveRejected', event: { color: 'WHITE', point: 'D5', infraction: 'ko-retaken', article: 'Korean 2016 art. 7' } },
  { type: 'WarningIssued', event: { color: 'WHITE', count: 1, article: 'Incheon 2013 code art. 5.3' } },
  { type: 'TurnLost', event: { color: 'WHITE', number: 10, article: 'Incheon 2013 code art. 5.3' } },
];

describe('what a write would record, in words', () => {
  it('names the refused point, the infraction and the rule set\'s article', () => {
    expect(eventText(RETAKE[0])).toBe('White D5 refused: Ko retaken at once (Korean 2016 art. 7)');
  });

  it('names the warning\'s number and the code\'s article', () => {
    expect(eventText(RETAKE[1])).toBe('White: warning number 1 (Incheon 2013 code art. 5.3)');
  });

  it('takes an illegal attempt for a ruling to read before recording', () => {
    expect(isRuling(RETAKE)).toBe(true);
  });

  it('records a plain move at once', () => {
    expect(isRuling([{ type: 'MovePlayed', event: { color: 'BLACK', point: 'E5', captured: ['D5'] } }])).toBe(false);
  });

  it('knows a warning and a lost turn do not end the game', () => {
    expect(endsGame(RETAKE)).toBe(false);
  });

  it('knows a forfeit ends it', () => {
    expect(endsGame([...RETAKE, { type: 'GameForfeited', event: { loser: 'WHITE' } }])).toBe(true);
  });
});

describe('confirmations', () => {
  // as GET /api/v1/games/{id} lists them: a player's confirmation names the player's id (ResultConfirmationGiven)
  const game = {
    black: 'p-lee', white: 'p-park',
    result: { confirmations: [{ role: 'player', confirmer: 'p-lee', result: 'B+F', by: 'lee', at: '' }] },
  } as unknown as Game;

  it('knows Black confirmed by the id Black plays as', () => {
    expect(playerConfirmed(game, 'black')).toBe(true);
  });

  it('knows White has not', () => {
    expect(playerConfirmed(game, 'white')).toBe(false);
  });
});

// A record line that is no stone (game-api GameRecord.Entry's kind), as the committee's evidence lists it.
describe("a record line's kind, in words", () => {
  it('says each in English', () => {
    expect(moveKindName('pass')).toBe('pass');
    expect(moveKindName('pass-counted')).toBe('pass (counted)');
    expect(moveKindName('expiry-pass')).toBe('pass (time run out)');
    expect(moveKindName('turn-lost')).toBe('turn lost');
    expect(moveKindName('handover')).toBe('handover');
  });

  describe('in Korean', () => {
    readIn('ko', ['ko-KR']);

    it('says each', () => {
      expect(moveKindName('pass')).toBe('패스');
      expect(moveKindName('expiry-pass')).toBe('패스 (시간 초과)');
      expect(moveKindName('turn-lost')).toBe('착수권 상실');
    });
  });
});

// An attempt as GET /api/v1/games/{id} lists it after White retook a ko at once (GameApiTest): the ruling's events
// follow it, and they are what a protest against it contests.
describe('an illegal attempt with what it cost', () => {
  const attempt = {
    afterMoves: 17, color: 'white', point: 'E5', violation: 'ko', infraction: 'ko-retaken', reason: 'ko',
    article: 'Korean 2016 art. 7', sanctionArticle: 'Incheon 2013 code art. 5.3', by: 'referee', at: '',
    consequences: RETAKE.slice(1),
  } as Attempt;

  it('names the warning and the lost turn after the refusal', () => {
    expect(attemptText(attempt)).toBe('White E5 refused: Ko retaken at once (Korean 2016 art. 7; sanction Incheon 2013'
      + ' code art. 5.3): White: warning number 1 (Incheon 2013 code art. 5.3), White loses the turn (Incheon 2013 code'
      + ' art. 5.3)');
  });

  it('says the refusal alone when the code attached nothing', () => {
    expect(attemptText({ ...attempt, consequences: [] })).toBe('White E5 refused: Ko retaken at once (Korean 2016 art. 7;'
      + ' sanction Incheon 2013 code art. 5.3)');
  });

  describe('in Japanese', () => {
    readIn('ja', ['ja-JP']);

    it('joins the costs as Japanese lists do', () => {
      expect(attemptText(attempt)).toContain('）：白');
    });
  });
});
