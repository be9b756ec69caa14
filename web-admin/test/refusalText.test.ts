import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { refusalText, refusedRows } from '../src/api/refusalText';

const bundle = (lang: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../src/i18n/messages/${lang}.json`, import.meta.url), 'utf8'));

// A ko retaken at once on the referee desk, as the game service refuses it (Game.java, GameRefusal.ILLEGAL_MOVE).
const koRetaken = {
  code: 'illegal-move',
  detail: 'White D4 is illegal: the ko is retaken at once (Korean 2016 art. 7).',
};

describe('a refusal as the console shows it', () => {
  it('is the platform\'s own detail on an English console', () => {
    expect(refusalText(koRetaken, 'en', bundle('en'))).toEqual({
      said: 'White D4 is illegal: the ko is retaken at once (Korean 2016 art. 7).',
    });
  });

  it('is the Korean sentence for its code on a Korean console, the detail kept under it', () => {
    expect(refusalText(koRetaken, 'ko', bundle('ko'))).toEqual({
      said: '둘 수 없는 수입니다(이미 돌이 있는 점, 패를 바로 되따냄, 착수 금지점). 기록되지 않았으니 다른 곳에 두십시오.',
      detail: 'White D4 is illegal: the ko is retaken at once (Korean 2016 art. 7).',
    });
  });

  it('is the detail alone for a code no bundle knows, never a raw key', () => {
    const unknown = { code: 'http-502', detail: 'Bad Gateway' };
    expect(refusalText(unknown, 'zh', bundle('zh'))).toEqual({ said: 'Bad Gateway' });
  });

  it('reads each row of an import refused row by row in the reader\'s language', () => {
    const refused = {
      rows: [
        { line: 3, code: 'rank-malformed', field: 'rank', detail: '"12x" is not a rank.' },
        { line: 7, code: 'player-banned', field: 'name', detail: 'Jung Minsu is banned until 2027-03-01.' },
      ],
    };
    expect(refusedRows(refused, 'ja', bundle('ja'))).toEqual([
      { line: 3, said: '段級位を読み取れません。5k、1d、3p のように書いてください。', detail: '"12x" is not a rank.' },
      { line: 7, said: '制裁名簿によりこの選手は出場停止中のため、登録できません。', detail: 'Jung Minsu is banned until 2027-03-01.' },
    ]);
  });

  it('has no rows when the refusal is not an import\'s', () => {
    expect(refusedRows({}, 'fr', bundle('fr'))).toEqual([]);
  });
});
