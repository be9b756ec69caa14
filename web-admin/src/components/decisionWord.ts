import type { MessageKey } from '../i18n/i18n';
import { t } from '../i18n/i18n';
import en from '../i18n/messages/en.json';

/**
 * A decision's kind as the audit API names it (`referee-decision`, `sanction-recommended`: DecisionLog) in the
 * reader's words; a kind the console has no words for yet is shown as the API wrote it.
 */
export function decisionWord(kind: string): string {
  const key = `auditor.conduct.kind.${kind}`;
  return key in en ? t(key as MessageKey) : kind;
}
