import type { RoundDetail, TournamentView } from '../../../api/types';
import { Notice } from '../../../components/Notice';
import { useLoad, useSession } from '../../../components/hooks';
import { t } from '../../../i18n/i18n';
import { crosstableLines } from './crosstable';

/**
 * The crosstable for the wall: every player in standings order with each round's result in OpenGotha's form
 * (`12+/b2`) and the placement's criteria. Printed on A4 landscape, the header repeated on every page.
 */
export function CrosstableSheet(props: { event: TournamentView; round: number }) {
  const { api } = useSession();
  const id = props.event.id;
  const table = useLoad(async () => {
    const view = await api.crosstable(id, props.round);
    // a round not published yet (or not paired) has no boards to take a handicap from: its cells say 0 anyway
    const rounds = await Promise.all(Array.from({ length: view.rounds }, (_, i) => api.round(id, i + 1).catch(() => null)));
    return { view, lines: crosstableLines(view, rounds.filter((r): r is RoundDetail => r !== null && r.status === 'published')) };
  }, [id, props.round]);
  const view = table.value?.view;

  return (
    <>
      {table.problem && <Notice kind="error">{table.problem.message}</Notice>}
      {view?.note && <Notice kind="info">{view.note}</Notice>}
      {view && table.value && table.value.lines.length > 0 && (
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
              {table.value.lines.map((row) => (
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
