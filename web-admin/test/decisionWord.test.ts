import { describe, expect, it } from 'vitest';
import { decisionWord } from '../src/components/decisionWord';

describe("a decision's kind in the reader's words", () => {
  it('names a kind the audit API writes (DecisionLog)', () => {
    expect(decisionWord('referee-decision')).toBe("Referee's decision");
    expect(decisionWord('sanction-recommended')).toBe('Sanction recommended');
  });

  it('shows a kind it has no words for as the API wrote it', () => {
    expect(decisionWord('something-new')).toBe('something-new');
  });
});
