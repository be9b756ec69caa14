// How an export's chain is broken, in the reader's words: the verifier's word for it (engine/audit ChainBreak, and
// "unreadable" for a line that is no JSON), as ExportVerdict.problem sends it. The verifier's sentence saying where
// and why (ExportVerdict.detail) is built in English from the file's hashes and stays as it is written.
import type { MessageKey } from '../../i18n/i18n';
import { t } from '../../i18n/i18n';
import en from '../../i18n/messages/en.json';

/** The break's word in the reader's language; a word the console has no key for, as the platform wrote it. */
export function problemName(problem: string): string {
  const key = `auditor.verify.problem.${problem}`;
  return key in en ? t(key as MessageKey) : problem;
}
