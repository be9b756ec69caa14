import { useState } from 'preact/hooks';
import type { AppealView, Deliberation, GameLine, Statement } from '../../api/arbitration';
import { Field, described } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useAction, useLoad } from '../../components/hooks';
import { formatDateTime, formatTime, t } from '../../i18n/i18n';
import { moveKindName } from '../../components/gameWords';
import { useArbitration } from './portal';
import { TableRegion } from '../../components/TableRegion';
import { Refusal } from '../../components/Refusal';

/** How many lines of the record are shown before and after the disputed moment. */
const AROUND = 4;

/** The last line played at or before the protest: the moment the complaint is about (Incheon 2013 arbitration art. 3.4). */
export function disputedLine(moves: GameLine[], protestedAt: string): number | undefined {
  const at = Date.parse(protestedAt);
  let found: number | undefined;
  for (const line of moves) if (line.at && Date.parse(line.at) <= at) found = line.number;
  return found;
}

/**
 * What the committee decides on (Incheon 2013 arbitration art. 3.4): the referee's report, the witnesses heard and the game record
 * around the moment of the protest. Reports and testimonies are the committee's until the ruling.
 */
export function Evidence(props: {
  appeal: AppealView; deliberation: Deliberation | null; member: boolean; nameOf: (playerId: string) => string; onRecorded: () => void;
}) {
  const api = useArbitration();
  const a = props.appeal;
  const protest = useLoad(() => api.protest(a.protestId), [a.protestId]);
  const game = useLoad(() => api.game(a.gameId), [a.gameId]);
  const [witness, setWitness] = useState('');
  const [testimony, setTestimony] = useState('');
  const hear = useAction((key: string) => api.testimony(a.id, witness, testimony, key));
  const d = props.deliberation;
  const moves = game.value?.moves ?? [];
  const disputed = protest.value ? disputedLine(moves, protest.value.filedAt) : undefined;
  const shown = disputed === undefined ? moves.slice(-AROUND * 2) : moves.filter((m) => Math.abs(m.number - disputed) <= AROUND);

  async function record(e: Event) {
    e.preventDefault();
    if (await hear.go()) {
      setWitness('');
      setTestimony('');
      props.onRecorded();
    }
  }

  return (
    <section class="panel" aria-labelledby="evidence-title">
      <h3 id="evidence-title">{t('committee.evidence.title')}</h3>
      {!d && <p class="hint">{t('committee.evidence.sealed')}</p>}
      {d && (
        <>
          <h4>{t('committee.evidence.reports')}</h4>
          <Statements items={d.refereeReports} empty={t('committee.evidence.noReport')} />
          <h4>{t('committee.evidence.testimonies')}</h4>
          <Statements items={d.testimonies} empty={t('committee.evidence.noTestimony')} />
        </>
      )}
      {d && props.member && a.status === 'pending' && (
        <form class="form inline-form" onSubmit={record}>
          <Field id="ev-witness" label={t('committee.evidence.witness')} error={hear.fieldError('witness')}>
            <input {...described('ev-witness', hear.fieldError('witness'))} required value={witness}
              onInput={(e) => setWitness(e.currentTarget.value)} />
          </Field>
          <Field id="ev-testimony" label={t('committee.evidence.testimony')} error={hear.fieldError('testimony')} wide>
            <textarea {...described('ev-testimony', hear.fieldError('testimony'))} required rows={2} value={testimony}
              onInput={(e) => setTestimony(e.currentTarget.value)} />
          </Field>
          {hear.problem && !hear.problem.field && <Notice kind="error"><Refusal of={hear.problem} /></Notice>}
          <button type="submit" disabled={hear.busy}>{t('committee.evidence.record')}</button>
        </form>
      )}
      <h4>{t('committee.evidence.recordTitle', { black: props.nameOf(game.value?.black ?? ''), white: props.nameOf(game.value?.white ?? '') })}</h4>
      {protest.value && (
        <p>{t('committee.evidence.protestAt', { at: formatDateTime(protest.value.filedAt) })}{' '}
          {disputed !== undefined ? t('committee.evidence.disputed', { n: disputed }) : t('committee.evidence.noMoveBefore')}</p>
      )}
      {shown.length > 0 && (
        <TableRegion label={t('committee.evidence.movesCaption')}>
          <table>
            <caption class="visually-hidden">{t('committee.evidence.movesCaption')}</caption>
            <thead>
              <tr><th scope="col" class="num">#</th><th scope="col">{t('committee.evidence.colour')}</th>
                <th scope="col">{t('committee.evidence.move')}</th><th scope="col">{t('committee.evidence.at')}</th></tr>
            </thead>
            <tbody>
              {shown.map((m) => (
                <tr key={m.number} class={m.number === disputed ? 'disputed' : undefined}
                  aria-current={m.number === disputed ? 'true' : undefined}>
                  <td class="num">{m.number}</td>
                  <td>{m.color === 'BLACK' ? t('committee.evidence.black') : t('committee.evidence.white')}</td>
                  <td>{m.point ?? moveKindName(m.kind)}{m.captured.length ? ` ×${m.captured.length}` : ''}</td>
                  <td>{m.at ? formatTime(m.at) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {game.value && moves.length === 0 && <p>{t('committee.evidence.noMoves')}</p>}
    </section>
  );
}

function Statements(props: { items: Statement[]; empty: string }) {
  if (props.items.length === 0) return <p class="hint">{props.empty}</p>;
  return (
    <ul class="statements">
      {props.items.map((s, i) => (
        <li key={i}><strong>{s.by}</strong> <span class="hint">{formatDateTime(s.at)}</span><br />{s.text}</li>
      ))}
    </ul>
  );
}
