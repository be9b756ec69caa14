import type { Infractions } from '../../../api/gameTypes';
import { currentMessages, t, type MessageKey } from '../../../i18n/i18n';

/**
 * What warnings add up to under the game's competition code, in the referee's words: a number of warnings that
 * loses the game (Incheon 2013 code art. 5.7; Chinese 2002 art. 24, where each warning short of it also costs a
 * stone, 2 points), or none at all (Ing 1991, AGA: warnings are not counted towards a loss). "0 warnings lose the
 * game" would tell a referee the opposite of the rule.
 */
export function warningsSentence(code: Infractions): string {
  const params = { title: codeTitle(code), article: code.warningsArticle, warnings: code.warningsLose, points: code.pointsPerWarning };
  if (code.warningsLose <= 0) {
    return t('referee.decision.codeNoLoss', params);
  }
  return code.pointsPerWarning > 0 ? t('referee.decision.codePoints', params) : t('referee.decision.code', params);
}

/** The code's title in the reader's language (`codeTitle.<code>`); the platform's English title for a code the bundles do not name. */
function codeTitle(code: Infractions): string {
  const key = `codeTitle.${code.competitionCode}`;
  return key in currentMessages() ? t(key as MessageKey) : code.title;
}
