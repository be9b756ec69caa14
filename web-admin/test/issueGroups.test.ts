import { describe, expect, it } from 'vitest';
import { issueGroups } from '../src/routes/director/players/issueGroups';

describe("a federation check's findings, each said once", () => {
  it('names every place of a finding found many times, in the order found', () => {
    const pin = 'no EGD PIN: the EGD will match the player by name';
    expect(issueGroups([
      { severity: 'warning', where: "player 'EVAIN Andéol'", what: pin },
      { severity: 'warning', where: "player 'SUN Xiuyuan'", what: 'no country: written as XX' },
      { severity: 'warning', where: "player 'SUN Xiuyuan'", what: pin },
      { severity: 'warning', where: '', what: 'the event has no dates' },
    ])).toEqual([
      { what: pin, wheres: ["player 'EVAIN Andéol'", "player 'SUN Xiuyuan'"] },
      { what: 'no country: written as XX', wheres: ["player 'SUN Xiuyuan'"] },
      { what: 'the event has no dates', wheres: [] },
    ]);
  });
});
