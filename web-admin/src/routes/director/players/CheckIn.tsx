import { useEffect, useState } from 'preact/hooks';
import type { CheckInStatus, TournamentView } from '../../../api/types';
import { Field, described } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { useAction, useLoad, useSession } from '../../../components/hooks';
import { formatTime, t, type MessageKey } from '../../../i18n/i18n';
import { navigate } from '../../../router';
import { Refusal } from '../../../components/Refusal';

const STATUS: Record<CheckInStatus, MessageKey> = {
  PRESENT: 'checkIn.present', ABSENT: 'checkIn.absent', NOT_CALLED: 'checkIn.notCalled',
};

/**
 * The roll call of a round: who is here. Type part of a name and press Enter to check the player in; an absent
 * player is not paired in this round and takes the absence's score. An Enter pressed before the roll call has come
 * (a director typing as the tab opens) is kept, and acted on when it comes. On a phone each line folds in two, its
 * buttons on the screen (styles.css, table.check-in).
 */
export function CheckIn(props: { event: TournamentView; round: number }) {
  const { api } = useSession();
  const id = props.event.id;
  const rounds = props.event.configuration?.rounds ?? 1;
  const call = useLoad(() => api.rollCall(id, props.round), [id, props.round]);
  const [search, setSearch] = useState('');
  const [waiting, setWaiting] = useState(false);
  const mark = useAction((key: string, present: string[], absent: string[]) => api.checkIn(id, props.round, present, absent, key));

  async function answer(present: string[], absent: string[]) {
    if (await mark.go(present, absent)) call.reload();
  }

  const players = call.value?.players ?? [];
  const shown = players.filter((p) => !search || p.name.toLowerCase().includes(search.toLowerCase()));
  const notCalled = players.filter((p) => p.status === 'NOT_CALLED').map((p) => p.playerId);

  function checkInFirstShown() {
    if (shown.length >= 1) {
      answer([shown[0].playerId], []);
      setSearch('');
    }
  }

  useEffect(() => {
    if (waiting && call.value) {
      setWaiting(false);
      checkInFirstShown();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, call.value]);

  return (
    <>
      <h2>{t('checkIn.title', { round: props.round })}</h2>
      <div class="toolbar">
        <Field id="round" label={t('checkIn.round')}>
          <select {...described('round')} value={String(props.round)}
            onChange={(e) => navigate(`/events/${id}/check-in/${e.currentTarget.value}`)}>
            {Array.from({ length: rounds }, (_, i) => <option key={i} value={String(i + 1)}>{i + 1}</option>)}
          </select>
        </Field>
        {call.value && (
          <p class="counts" role="status">
            {t('checkIn.counts', { present: call.value.present, absent: call.value.absent, notCalled: call.value.notCalled })}
          </p>
        )}
      </div>
      {mark.problem && <Notice kind="error"><Refusal of={mark.problem} /></Notice>}
      {mark.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
      <form class="form inline" onSubmit={(e) => { e.preventDefault(); if (call.value) checkInFirstShown(); else setWaiting(true); }}>
        <Field id="check-search" label={t('checkIn.search')} hint={t('checkIn.searchHint')}>
          <input {...described('check-search', undefined, 'x')} type="search" autocomplete="off" value={search}
            onInput={(e) => setSearch(e.currentTarget.value)} />
        </Field>
        <button type="submit" class="primary" disabled={mark.busy || (call.value !== null && shown.length === 0)}>
          {shown.length > 0 && search ? t('checkIn.markPresentWho', { name: shown[0].name }) : t('checkIn.markPresent')}
        </button>
      </form>
      <div class="table-wrap">
        <table class="check-in">
          <thead>
            <tr>
              <th scope="col">{t('players.name')}</th><th scope="col">{t('players.rank')}</th>
              <th scope="col">{t('players.status')}</th><th scope="col">{t('checkIn.at')}</th>
              <th scope="col"><span class="visually-hidden">{t('common.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.playerId} class={`status-${p.status.toLowerCase()}`}>
                <td class="check-name">{p.name}</td><td class="check-rank">{p.rank}</td>
                <td class="check-status">{t(STATUS[p.status])}{p.reason ? ` (${p.reason})` : ''}</td>
                <td class="check-time">{formatTime(p.at)}</td>
                <td class="buttons">
                  <button type="button" class="small" aria-pressed={p.status === 'PRESENT'} disabled={mark.busy}
                    aria-label={t('checkIn.presentWho', { name: p.name })} onClick={() => answer([p.playerId], [])}>{t('checkIn.present')}</button>
                  <button type="button" class="small" aria-pressed={p.status === 'ABSENT'} disabled={mark.busy}
                    aria-label={t('checkIn.absentWho', { name: p.name })} onClick={() => answer([], [p.playerId])}>{t('checkIn.absent')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {notCalled.length > 0 && (
        <div class="actions">
          <button type="button" class="danger" disabled={mark.busy} onClick={() => answer([], notCalled)}>
            {t('checkIn.restAbsent', { count: notCalled.length })}
          </button>
        </div>
      )}
    </>
  );
}
