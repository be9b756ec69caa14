import { useEffect, useRef } from 'preact/hooks';
import type { PairingWhy } from '../../../api/types';
import { formatNumber, t, type MessageKey } from '../../../i18n/i18n';
import { swapWeights, whyLines, type WhyLine } from './why';

const MARKS: Record<WhyLine['verdict'], string> = { best: '✓', cost: '▲', neutral: '·' };
const VERDICTS: Record<WhyLine['verdict'], MessageKey> = {
  best: 'director.pairing.why.verdict.best', cost: 'director.pairing.why.verdict.cost', neutral: 'director.pairing.why.verdict.neutral',
};
const PREFERS: Record<'before' | 'after' | 'equal', MessageKey> = {
  before: 'director.pairing.why.prefers.before', after: 'director.pairing.why.prefers.after', equal: 'director.pairing.why.prefers.equal',
};

/**
 * Why the engine paired a board (or would pair two players): each criterion in priority order, what it read of the
 * two players, and whether the pair is at the criterion's best or costs something. The heading takes the focus so
 * that a keyboard or screen-reader user lands on it.
 */
export function WhyPanel(props: { why: PairingWhy; first: string; second: string; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [props.why]);
  const { why } = props;
  const engineBlack = why.engineBlack === why.black ? props.first : props.second;
  return (
    <section class="why" aria-labelledby="why-title">
      <div class="why-head">
        <h3 id="why-title" tabIndex={-1} ref={heading}>
          {why.board ? t('director.pairing.why.titleBoard', { board: why.board }) : t('director.pairing.why.titlePair')}
          {' '}<span class="why-pair">{props.first} – {props.second}</span>
        </h3>
        <button type="button" onClick={props.onClose}>{t('director.pairing.why.close')}</button>
      </div>
      <p class="hint">{t('director.pairing.why.intro')}</p>
      <ol class="why-lines">
        {whyLines(why, props.first, props.second).map((line) => (
          <li key={line.criterion} class={`why-${line.verdict}`}>
            <span class="why-mark" aria-hidden="true">{MARKS[line.verdict]}</span>
            <span class="why-name">{t(line.name)}</span>
            <span class="why-fact">{t(line.fact, line.system ? { ...line.params, system: t(line.system) } : line.params)}</span>
            <span class="visually-hidden">{t(VERDICTS[line.verdict])}</span>
          </li>
        ))}
      </ol>
      <p class="hint">
        {t('director.pairing.why.seated', { black: engineBlack })}
        {why.handicap > 0 && <> · {t('director.pairing.why.handicap', { stones: why.handicap })}</>}
      </p>
    </section>
  );
}

/** The boards a swap changes, weighed before and after: which the engine prefers and what each criterion gains or loses. */
export function SwapWeightsPanel(props: { before: PairingWhy[]; after: PairingWhy[] }) {
  const weights = swapWeights(props.before, props.after);
  const change = (d: number) => Math.abs(d) < 0.005 ? t('director.pairing.why.same')
    : `${d > 0 ? '+' : '−'}${formatNumber(Math.round(Math.abs(d) * 100) / 100)}`;
  return (
    <div class="why-swap" role="status">
      <p><strong>{t(PREFERS[weights.prefers])}</strong></p>
      <table>
        <caption class="visually-hidden">{t('director.pairing.why.swapTitle')}</caption>
        <thead><tr><th scope="col">{t('director.pairing.why.criterionHeader')}</th><th scope="col" class="num">{t('director.pairing.why.change')}</th></tr></thead>
        <tbody>
          {weights.rows.map((row) => (
            <tr key={row.criterion}>
              <th scope="row">{t(row.name)}</th>
              <td class="num">{change(row.after - row.before)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="hint">{t('director.pairing.why.changeHint')}</p>
    </div>
  );
}
