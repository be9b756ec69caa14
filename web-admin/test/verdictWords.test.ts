import { describe, expect, it } from 'vitest';
import { readIn } from './readIn';
import { problemName } from '../src/routes/auditor/verdictWords';

// How the verifier says a chain is broken (engine/audit ChainBreak's words, and "unreadable"): ExportVerdict.problem.
describe("an export's break in English", () => {
  it('says each way a chain breaks', () => {
    expect(problemName('altered')).toBe('a line was changed');
    expect(problemName('cut-tail')).toBe('the last events were cut off');
    expect(problemName('wrong-key')).toBe('signed by another key than the one kept');
  });

  it('shows a word the console does not know as the platform wrote it', () => {
    expect(problemName('truncated-line')).toBe('truncated-line');
  });
});

describe("an export's break in Korean", () => {
  readIn('ko', ['ko-KR']);

  it('says each way a chain breaks', () => {
    expect(problemName('re-chained')).toBe('이벤트가 다시 작성되어 새로 연결됨');
    expect(problemName('unsigned')).toBe('끝부분에 서명이 없음');
  });
});
