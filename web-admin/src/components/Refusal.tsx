import type { ApiProblem } from '../api/problem';
import { refusalText, refusedRows, type RefusalText } from '../api/refusalText';
import { currentLocale, currentMessages, t } from '../i18n/i18n';

function Said(props: { text: RefusalText }) {
  return (
    <>
      {props.text.said}
      {props.text.detail && <span class="refusal-detail" lang="en">{t('problem.english', { detail: props.text.detail })}</span>}
    </>
  );
}

/**
 * A refusal of the platform as every screen shows it (api/refusalText): the sentence in the reader's language, the
 * platform's English detail in a quieter line under it (names, numbers, the field at fault), and each refused row of
 * an import with its line. A text is the console's own sentence (a lost connection), already in the reader's language.
 */
export function Refusal(props: { of: ApiProblem | string }) {
  if (typeof props.of === 'string') return <>{props.of}</>;
  const locale = currentLocale();
  const messages = currentMessages();
  const rows = refusedRows(props.of.problem, locale, messages);
  return (
    <>
      <Said text={refusalText(props.of.problem, locale, messages)} />
      {rows.length > 0 && (
        <ul class="refusals">
          {rows.map((row, i) => (
            <li key={i}>{row.line > 0 && <strong>{t('import.line', { line: row.line })} </strong>}<Said text={row} /></li>
          ))}
        </ul>
      )}
    </>
  );
}
