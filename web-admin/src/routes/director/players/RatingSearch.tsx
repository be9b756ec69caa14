import { useState } from 'preact/hooks';
import type { RatedPlayer, RatingSearch as Answer } from '../../../api/types';
import { Field, described } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { useAction, useSession } from '../../../components/hooks';
import { countryName, t } from '../../../i18n/i18n';
import { Refusal } from '../../../components/Refusal';

/**
 * A search in the federations' rating lists the operator placed in the tournament service's tengen.ratings.dir:
 * by id or name, the rating as of a chosen date, and a player found fills the one-by-one registration form.
 */
export function RatingSearch(props: { fill: (player: RatedPlayer) => void }) {
  const { api } = useSession();
  const [find, setFind] = useState('');
  const [at, setAt] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const search = useAction((_key: string, query: string, date: string) => api.searchRatings(query, date));

  async function submit(event: Event) {
    event.preventDefault();
    if (find.trim()) setAnswer((await search.go(find.trim(), at)) ?? null);
  }

  const unreadable = answer?.lists.filter((list) => list.problems.length > 0) ?? [];
  return (
    <form class="form" onSubmit={submit} aria-labelledby="ratings-title">
      <h2 id="ratings-title">{t('director.imports.ratings')}</h2>
      <div class="grid">
        <Field id="ratings-find" label={t('director.imports.ratingsFind')} hint={t('director.imports.ratingsFindHint')}
          error={search.problem?.field === 'find' ? <Refusal of={search.problem} /> : undefined}>
          <input {...described('ratings-find', undefined, 'x')} type="search" autocomplete="off" value={find}
            onInput={(e) => setFind(e.currentTarget.value)} />
        </Field>
        <Field id="ratings-at" label={t('director.imports.ratingsAt')} hint={t('director.imports.ratingsAtHint')}
          error={search.problem?.field === 'at' ? <Refusal of={search.problem} /> : undefined}>
          <input {...described('ratings-at', undefined, 'x')} type="date" value={at} onInput={(e) => setAt(e.currentTarget.value)} />
        </Field>
      </div>
      <button type="submit" disabled={search.busy || !find.trim()}>{t('director.imports.ratingsSearch')}</button>
      {search.problem && !['find', 'at'].includes(search.problem.field ?? '') && <Notice kind="error"><Refusal of={search.problem} /></Notice>}
      {search.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
      {answer && !answer.configured && <Notice kind="error">{t('director.imports.ratingsNone')}</Notice>}
      {unreadable.length > 0 && (
        <Notice kind="error">
          <ul class="refusals">
            {unreadable.map((list) => <li key={list.file}><strong>{list.file}</strong>: {list.problems.join('; ')}</li>)}
          </ul>
        </Notice>
      )}
      {answer && answer.configured && (
        <>
          <p>{t('director.imports.ratingsFound', { count: answer.players.length,
            lists: answer.lists.filter((list) => list.list).map((list) => `${list.file}${list.date ? ` (${list.date})` : ''}`).join(', ') })}</p>
          {answer.players.length > 0 && (
            <div class="table-wrap">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('director.imports.ratingsList')}</th><th scope="col">{t('director.imports.ratingsId')}</th>
                    <th scope="col">{t('players.name')}</th><th scope="col">{t('players.rank')}</th>
                    <th scope="col">{t('director.imports.ratingsRating')}</th><th scope="col">{t('players.club')}</th>
                    <th scope="col">{t('players.country')}</th>
                    {at && <th scope="col">{t('director.imports.ratingsOn', { date: at })}</th>}
                    <th scope="col"><span class="visually-hidden">{t('common.actions')}</span></th>
                  </tr>
                </thead>
                <tbody>
                  {answer.players.map((p) => (
                    <tr key={`${p.file}-${p.id}-${p.name}`}>
                      <td>{p.list.toUpperCase()}</td><td>{p.id}</td><td>{p.name}</td><td>{p.rank ?? '—'}</td>
                      <td class="num">{p.rating ?? '—'}</td><td>{p.club}</td><td>{countryName(p.country)}</td>
                      {at && <td title={p.basis ?? undefined}>{t(p.held ? 'director.imports.ratingsHeld' : 'director.imports.ratingsNotKnown')}</td>}
                      <td>
                        <button type="button" class="small" disabled={!p.rank} onClick={() => props.fill(p)}
                          aria-label={t('director.imports.ratingsFillWho', { name: p.name })}>{t('director.imports.ratingsFill')}</button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {answer.truncated && <p>{t('director.imports.ratingsTruncated')}</p>}
        </>
      )}
    </form>
  );
}
