// The committee's decision on the referees' decision (Incheon 2013 arbitration art. 2.4: uphold, commute, overrule), in
// the reader's words. The platform sends it as the enum's constant (RulingDecision: OVERRULE, in the docket and the
// player's rulings) or as its word (overrule, in the decision log's facts); both read the same.
import { t, type MessageKey } from '../i18n/i18n';

const RULINGS: Record<string, MessageKey> = {
  uphold: 'committee.decision.uphold', commute: 'committee.decision.commute', overrule: 'committee.decision.overrule',
};

export function rulingName(ruling: string): string {
  const key = RULINGS[ruling.toLowerCase()];
  return key ? t(key) : ruling;
}
