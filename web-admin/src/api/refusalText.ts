import type { Problem } from './problem';

/**
 * What the console shows for a refusal: `said`, in the reader's language, and the platform's own `detail` under it
 * when `said` is a translation. The platform writes its details in English and they are the fuller sentence (the
 * names, numbers and field at fault); the bundles hold one generic sentence per code (`refusal.<code>`).
 */
export interface RefusalText {
  said: string;
  /** The platform's English detail, kept under a translated sentence; absent when `said` is that detail. */
  detail?: string;
}

/**
 * What the platform said in English, as the reader reads it: in English the platform's own sentence, the fuller one;
 * in another language the bundle's sentence under `key` (one per code the platform sends), or the platform's when the
 * bundle has none.
 */
export function codeSentence(key: string, english: string, locale: string, messages: Readonly<Record<string, string>>): string {
  return locale === 'en' ? english : messages[key] ?? english;
}

/** A refusal as the reader reads it: in English the platform's detail; else the code's sentence, then the detail. */
export function refusalText(problem: Pick<Problem, 'code' | 'detail'>, locale: string, messages: Readonly<Record<string, string>>): RefusalText {
  const said = codeSentence(`refusal.${problem.code}`, problem.detail, locale, messages);
  return said === problem.detail ? { said } : { said, detail: problem.detail };
}

/** Each row of an import refused row by row, read as its own refusal (the row's code and detail). */
export function refusedRows(problem: Pick<Problem, 'rows'>, locale: string, messages: Readonly<Record<string, string>>) {
  return (problem.rows ?? []).map((row) => ({ line: row.line, ...refusalText(row, locale, messages) }));
}
