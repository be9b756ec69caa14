import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import { invalidityText } from '../src/routes/committee/invalidityText';

// Why an appeal is invalid, as AppealView.invalidity and the filing receipt send it: the code
// (AppealRejectedAsInvalid.LATE …) and the platform's English sentence with the minutes and amounts.
const LATE = { reason: 'appeal-late',
  detail: "The appeal was received 22 minutes after the referees' decision on the protest; it must be submitted within 15 minutes (Incheon 2013 arbitration art. 1.2)." };
const SHORT = { reason: 'deposit-short',
  detail: 'The deposit paid, USD 300, is not the USD 500 required (Incheon 2013 arbitration art. 1.3).' };

describe("an invalid appeal's reason in English", () => {
  it("is the platform's sentence, which gives the minutes and the amounts", () => {
    expect(invalidityText(LATE)).toBe(LATE.detail);
    expect(invalidityText(SHORT)).toBe(SHORT.detail);
  });
});

describe("an invalid appeal's reason in Korean", () => {
  readIn('ko', ['ko-KR']);

  it('is said from its code', () => {
    expect(invalidityText(LATE)).toBe('항소가 이의에 대한 심판 결정 후 15분이 지나 접수되었습니다.');
    expect(invalidityText({ reason: 'team-official-signature-missing', detail: 'The appeal form lacks…' }))
      .toBe('항소서에 단장 또는 코치 서명이 없습니다.');
    expect(invalidityText(SHORT)).toBe('납부한 보증금이 정해진 금액보다 적습니다.');
  });

  it("is the platform's sentence for a code the console does not know", () => {
    expect(invalidityText({ reason: 'form-torn', detail: 'The form is torn.' })).toBe('The form is torn.');
  });
});
