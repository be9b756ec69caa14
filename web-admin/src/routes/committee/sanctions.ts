import type { AppealView, Ban, NewBan, SanctionDecided, SanctionRecommended } from '../../api/arbitration';
import type { MessageKey } from '../../i18n/i18n';
import { searchOf } from '../../router';

/** The sanctions the committee may recommend (Incheon 2013 arbitration art. 2.6), as the platform spells them. */
export const SANCTIONS = ['warning', 'public-reprimand', 'disqualification'] as const;

/** The message naming a sanction, from either spelling (`PUBLIC_REPRIMAND` in answers, `public-reprimand` in bodies). */
export function sanctionKey(sanction: string): MessageKey {
  return `sanctions.kind.${sanction.toLowerCase().replace(/_/g, '-')}` as MessageKey;
}

/** One recommendation with its number (the platform counts from 1) and the Technical Delegate's decision, if made. */
export interface RecommendationLine {
  number: number;
  recommendation: SanctionRecommended;
  decision?: SanctionDecided;
}

/** The appeal's recommendations in the order made, each with its decision. */
export function recommendationsOf(appeal: Pick<AppealView, 'sanctionsRecommended' | 'sanctionDecisions'>): RecommendationLine[] {
  const decisions = appeal.sanctionDecisions ?? [];
  return (appeal.sanctionsRecommended ?? []).map((recommendation, i) => ({
    number: i + 1,
    recommendation,
    decision: decisions.find((d) => d.recommendation === i + 1),
  }));
}

/** The recommendations still waiting for the Technical Delegate. */
export function awaitingDecision(appeal: Pick<AppealView, 'sanctionsRecommended' | 'sanctionDecisions'>): RecommendationLine[] {
  return recommendationsOf(appeal).filter((line) => !line.decision);
}

/**
 * The registry entry an accepted disqualification leads to, for the Technical Delegate to confirm on the bans
 * screen: the player's name as registered, the decision's reasons and article, the appeal as its source.
 */
export function banAfter(appealId: string, decision: SanctionDecided, player?: { name: string; country?: string }): NewBan {
  return {
    name: player?.name ?? decision.against,
    country: player?.country,
    reason: decision.reasons,
    article: decision.article,
    source: `appeal:${appealId}`,
  };
}

/** A ban's fields as a query string, for the link from a decision to the bans screen. */
export function banSearch(ban: NewBan): string {
  return searchOf({ ...ban });
}

/** The ban prefilled from the bans screen's address; empty fields for a plain visit. */
export function banFromSearch(search: string): Required<NewBan> {
  const params = new URLSearchParams(search);
  const get = (key: string) => params.get(key) ?? '';
  return { name: get('name'), country: get('country'), reason: get('reason'), article: get('article'), source: get('source'), until: get('until') };
}

/** The bans whose name, country, reason, article or source holds every word typed, in any case. */
export function bansMatching(bans: Ban[], text: string): Ban[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return bans;
  return bans.filter((ban) => {
    const haystack = [ban.name, ban.country, ban.reason, ban.article, ban.source, ban.lifted].filter(Boolean).join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
