import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import { t } from '../src/i18n/i18n';
import { invalidityText } from '../src/routes/committee/invalidityText';

// Why an appeal is invalid, as AppealView.invalidity and the filing receipt send it: the code
// (AppealRejectedAsInvalid.LATE …) and the platform's English sentence with the minutes and amounts; the filing window
// is the one AppealView and ProtestView give (appealWindowMinutes).
const LATE = { reason: 'appeal-late',
  detail: "The appeal was received 22 minutes after the referees' decision on the protest; it must be submitted within 15 minutes (Incheon 2013 arbitration art. 1.2)." };
const SHORT = { reason: 'deposit-short',
  detail: 'The deposit paid, USD 300, is not the USD 500 required (Incheon 2013 arbitration art. 1.3).' };

describe("an invalid appeal's reason in English", () => {
  it("is the platform's sentence, which gives the minutes and the amounts", () => {
    expect(invalidityText(LATE, 15)).toBe(LATE.detail);
    expect(invalidityText(SHORT, 15)).toBe(SHORT.detail);
  });
});

describe("an invalid appeal's reason in Korean", () => {
  readIn('ko', ['ko-KR']);

  it('is said from its code', () => {
    expect(invalidityText(LATE, 15)).toBe('항소가 이의에 대한 심판 결정 후 15분이 지나 접수되었습니다.');
    expect(invalidityText({ reason: 'team-official-signature-missing', detail: 'The appeal form lacks…' }, 15))
      .toBe('항소서에 단장 또는 코치 서명이 없습니다.');
    expect(invalidityText(SHORT, 15)).toBe('납부한 보증금이 정해진 금액보다 적습니다.');
  });

  it('names the filing window the platform gives, not a number of its own', () => {
    expect(invalidityText(LATE, 20)).toBe('항소가 이의에 대한 심판 결정 후 20분이 지나 접수되었습니다.');
  });

  it("is the platform's sentence, which names the window, when the window is not given", () => {
    expect(invalidityText(LATE, undefined)).toBe(LATE.detail);
    expect(invalidityText(SHORT, undefined)).toBe('납부한 보증금이 정해진 금액보다 적습니다.');
  });

  it("is the platform's sentence for a code the console does not know", () => {
    expect(invalidityText({ reason: 'form-torn', detail: 'The form is torn.' }, 15)).toBe('The form is torn.');
  });
});

// A valid appeal's sentence on the appeal's page (AppealCase), with the window AppealView gives.
describe("a valid appeal's sentence", () => {
  readIn('fr', ['fr-FR']);

  it('names the filing window the platform gives', () => {
    expect(t('committee.appeal.valid', { at: '10:20', minutes: 20 }))
      .toBe('Recevable : reçu à 10:20, dans les 20 minutes suivant la décision, signé, caution versée.');
  });
});
