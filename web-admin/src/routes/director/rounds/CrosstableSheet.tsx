import type { TournamentView } from '../../../api/types';
import { Notice } from '../../../components/Notice';
import { useLoad, useSession } from '../../../components/hooks';
import { t } from '../../../i18n/i18n';
import { Refusal } from '../../../components/Refusal';

/**
 * The crosstable for the wall: every player in standings order with each round's result in OpenGotha's form
 * (`12+/b2`, as the API's crosstable writes it: the read model's ResultText) and the placement's criteria. Printed on A4 landscape, the header repeated on every page.
 */
export function CrosstableSheet(props: { event: TournamentView; round: number }) {
  const { api } = useSession();
  const id = props.event.id;
  const table = useLoad(() => api.crosstable(id, props.round), [id, props.round]);
  const view = table.value;

  return (
    <>
      {table.problem && <Notice kind="error"><Refusal of={table.problem} /></Notice>}
      {view?.note && <Notice kind="info">{view.note}</Notice>}
      {view && view.rows.length > 0 && (
        <div class="table-wrap" tabIndex={0} role="region" aria-label={t('director.crosstable.title', { round: view.rounds, event: props.event.name })}>
          <table class="sheet crosstable">
            <caption class="visually-hidden">{t('director.crosstable.caption', { round: view.rounds })}</caption>
            <thead>
              <tr>
                <th scope="col" class="num">{t('director.standings.place')}</th><th scope="col">{t('players.name')}</th>
                <th scope="col">{t('players.rank')}</th>
                {Array.from({ length: view.rounds }, (_, i) => (
                  <th scope="col" class="round" key={i}><abbr title={t('director.crosstable.roundLong', { round: i + 1 })}>{t('director.crosstable.roundShort', { round: i + 1 })}</abbr></th>
                ))}
                {view.criteria.map((c) => <th scope="col" class="num" key={c}>{c}</th>)}
              </tr>
            </thead>
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.playerId}>
                  <td class="num">{row.place}</td><td class="name">{row.name}</td><td class="rank">{row.rank}</td>
                  {row.results.map((r, i) => <td class={`round ${/^\d+\+/.test(r) ? 'win' : ''}`} key={i}>{r}</td>)}
                  {row.values.map((v, i) => <td class="num" key={`v${i}`}>{v}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {table.value && <p class="hint">{t('director.crosstable.legend')}</p>}
    </>
  );
}
