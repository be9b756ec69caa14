import { useState } from 'preact/hooks';
import { pathOf } from '../../../api/endpoints';
import type { TournamentView } from '../../../api/types';
import { described, Field } from '../../../components/Field';
import { Link } from '../../../components/Link';
import { Notice } from '../../../components/Notice';
import { useAction, useLoad, useSession } from '../../../components/hooks';
import { t } from '../../../i18n/i18n';
import { placementText } from './placement';
import { navigate } from '../../../router';
import { ExportOpenGotha } from '../players/ExportOpenGotha';
import { FederationExports } from '../players/FederationExports';
import { Refusal } from '../../../components/Refusal';

/** The standings after any round with every placement criterion the event uses; closing the event; its exports. */
export function Standings(props: { event: TournamentView; afterRound?: number }) {
  const { api } = useSession();
  const id = props.event.id;
  const standings = useLoad(() => api.standings(id, props.afterRound), [id, props.afterRound]);
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState(false);
  const close = useAction((key: string) => api.close(id, key));
  const rounds = props.event.configuration?.rounds ?? 1;
  const view = standings.value;
  const printRound = view?.afterRound ?? props.afterRound;

  return (
    <>
      <div class="toolbar">
        <h2>{view ? t('director.standings.title', { round: view.afterRound }) : t('director.standings.titlePlain')}</h2>
        <Field id="after-round" label={t('director.standings.afterRound')}>
          <select {...described('after-round')} value={String(view?.afterRound ?? props.afterRound ?? '')}
            onChange={(e) => navigate(`/events/${id}/standings/${e.currentTarget.value}`)}>
            {Array.from({ length: rounds + 1 }, (_, i) => <option key={i} value={String(i)}>{i}</option>)}
          </select>
        </Field>
        {/* The round the sheets are printed after: the standings' own once they have come, the one asked for until
            then; with neither (the latest round, not loaded yet) no link, so a quick click cannot print round 0. */}
        {printRound !== undefined && <>
          <Link to={`/events/${id}/print/standings/${printRound}`}>{t('director.print.standings')}</Link>
          <Link to={`/events/${id}/print/crosstable/${printRound}`}>{t('director.crosstable.print')}</Link>
        </>}
      </div>
      {standings.problem && <Notice kind="error"><Refusal of={standings.problem} /></Notice>}
      {view?.note && <Notice kind="info">{view.note}</Notice>}
      {view && view.criteria.length > 0 && <p class="hint">{placementText(view.criteria)}</p>}
      {view && view.rows.length > 0 && (
        <div class="table-wrap" tabIndex={0} role="region" aria-label={t('director.standings.title', { round: view.afterRound })}>
          <table class="standings">
            <caption class="visually-hidden">{t('director.standings.title', { round: view.afterRound })}</caption>
            <thead>
              <tr>
                <th scope="col" class="num">{t('director.standings.place')}</th><th scope="col">{t('players.name')}</th>
                <th scope="col">{t('players.rank')}</th><th scope="col">{t('players.club')}</th>
                {view.criteria.map((c) => <th scope="col" class="num" key={c}>{c}</th>)}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.playerId} class={row.withdrawn ? 'withdrawn' : ''}>
                  <td class="num">{row.place}{row.shared ? '=' : ''}</td><td>{row.name}</td><td>{row.rank}</td><td>{row.club ?? ''}</td>
                  {row.values.map((v, i) => <td class="num" key={i}>{v}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <section aria-labelledby="exports-title">
        <h2 id="exports-title">{t('director.standings.exports')}</h2>
        <ul class="links">
          <li><a href={pathOf('gamesZip', { id })} download>{t('director.standings.gamesZip')}</a></li>
        </ul>
      </section>
      <ExportOpenGotha event={props.event} />
      <FederationExports event={props.event} />

      <section aria-labelledby="close-title">
        <h2 id="close-title">{t('director.standings.close')}</h2>
        <p>{t('director.standings.closeLead')}</p>
        {closed && <Notice kind="ok">{t('director.standings.closed')}</Notice>}
        {close.problem && <Notice kind="error"><Refusal of={close.problem} /></Notice>}
        {close.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
        {!closing ? (
          <button type="button" class="danger" onClick={() => setClosing(true)}>{t('director.standings.closeButton')}</button>
        ) : (
          <div class="actions" role="group" aria-label={t('director.standings.close')}>
            <strong>{t('director.standings.closeSure')}</strong>
            <button type="button" class="danger" disabled={close.busy} onClick={async () => { if (await close.go()) { setClosing(false); setClosed(true); standings.reload(); } }}>
              {t('director.standings.closeConfirm')}
            </button>
            <button type="button" onClick={() => setClosing(false)}>{t('common.cancel')}</button>
          </div>
        )}
      </section>
    </>
  );
}
