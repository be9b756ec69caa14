import { useRef, useState } from 'preact/hooks';
import type { Player, TournamentView } from '../../../api/types';
import { Field, described } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { useAction, useSession } from '../../../components/hooks';
import { compareNames, countryName, formatDateTime, t } from '../../../i18n/i18n';
import { RatingSearch } from './RatingSearch';
import { registrationForm, type RegistrationForm } from './rated';
import type { RatedPlayer } from '../../../api/types';
import { Refusal } from '../../../components/Refusal';

const BODIES = ['egf', 'ffg', 'aga'] as const;
const EMPTY: RegistrationForm = { name: '', rank: '', club: '', country: '', egf: '', ffg: '', aga: '' };

/** Registration one by one, the list of players, and withdrawals with their reason (Chinese 2002 art. 28). */
export function Players(props: { event: TournamentView; reload: () => void }) {
  const { api } = useSession();
  const id = props.event.id;
  const [form, setForm] = useState(EMPTY);
  const [filter, setFilter] = useState('');
  const [withdrawing, setWithdrawing] = useState<Player | null>(null);
  const [reason, setReason] = useState('');
  const [added, setAdded] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const register = useAction((key: string, body: typeof EMPTY) => {
    const memberships = Object.fromEntries(BODIES.filter((b) => body[b].trim()).map((b) => [b, body[b].trim()]));
    return api.register(id, { name: body.name.trim(), rank: body.rank.trim(), club: body.club.trim(),
      country: body.country.trim(), memberships }, key);
  });
  const withdraw = useAction((key: string, playerId: string, why: string) => api.withdraw(id, playerId, why, key));

  async function submit(event: Event) {
    event.preventDefault();
    if (await register.go(form)) {
      setAdded(form.name.trim());
      setForm({ ...EMPTY, club: form.club, country: form.country });
      props.reload();
      nameInput.current?.focus();
    }
  }

  async function confirmWithdrawal(event: Event) {
    event.preventDefault();
    if (withdrawing && (await withdraw.go(withdrawing.id, reason.trim()))) {
      setWithdrawing(null);
      setReason('');
      props.reload();
    }
  }

  const players = props.event.players
    .filter((p) => !filter || `${p.name} ${p.club ?? ''} ${p.rank}`.toLowerCase().includes(filter.toLowerCase()))
    .sort((a, b) => compareNames(a.name, b.name));
  const playing = props.event.players.filter((p) => !p.withdrawn).length;
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name], onInput: (e: Event) => setForm({ ...form, [name]: (e.currentTarget as HTMLInputElement).value }),
  });

  /** A player found in a rating list fills the form, to be checked and registered as any other. */
  function fill(player: RatedPlayer) {
    setForm(registrationForm(player));
    setAdded(null);
    register.clear();
    nameInput.current?.focus();
  }

  return (
    <>
      <RatingSearch fill={fill} />
      <form class="form" onSubmit={submit}>
        <h2>{t('players.register')}</h2>
        {register.problem && !['name', 'rank'].includes(register.problem.field ?? '') && <Notice kind="error"><Refusal of={register.problem} /></Notice>}
        {added && !register.problem && <Notice kind="ok">{t('players.registered', { name: added })}</Notice>}
        <div class="grid">
          <Field id="player-name" label={t('players.name')} error={register.fieldError('name')} hint={t('players.nameHint')}>
            <input ref={nameInput} {...described('player-name', register.fieldError('name'), 'x')} required autocomplete="off" {...field('name')} />
          </Field>
          <Field id="player-rank" label={t('players.rank')} error={register.fieldError('rank')} hint={t('players.rankHint')}>
            <input {...described('player-rank', register.fieldError('rank'), 'x')} required size={6} autocomplete="off" {...field('rank')} />
          </Field>
          <Field id="player-club" label={t('players.club')}>
            <input {...described('player-club')} autocomplete="off" {...field('club')} />
          </Field>
          <Field id="player-country" label={t('players.country')} hint={t('common.countryHint')}>
            <input {...described('player-country', undefined, 'x')} maxLength={2} size={3} autocomplete="off" {...field('country')} />
          </Field>
          {BODIES.map((body) => (
            <Field key={body} id={`player-${body}`} label={t(`players.id.${body}`)}>
              <input {...described(`player-${body}`)} autocomplete="off" inputMode="numeric" {...field(body)} />
            </Field>
          ))}
        </div>
        <button type="submit" class="primary" disabled={register.busy}>{t('players.registerButton')}</button>
        {register.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
      </form>

      <h2>{t('players.list', { playing, withdrawn: props.event.players.length - playing })}</h2>
      <Field id="player-filter" label={t('players.filter')}>
        <input {...described('player-filter')} type="search" value={filter} onInput={(e) => setFilter(e.currentTarget.value)} />
      </Field>
      {withdrawing && (
        <form class="form confirm" onSubmit={confirmWithdrawal} aria-labelledby="withdraw-title">
          <h3 id="withdraw-title">{t('players.withdrawWho', { name: withdrawing.name })}</h3>
          <p>{t('players.withdrawFinal')}</p>
          <Field id="withdraw-reason" label={t('players.reason')} error={(withdraw.problem && <Refusal of={withdraw.problem} />)}>
            <input {...described('withdraw-reason', (withdraw.problem && <Refusal of={withdraw.problem} />))} autoFocus value={reason}
              onInput={(e) => setReason(e.currentTarget.value)} />
          </Field>
          <div class="actions">
            <button type="submit" class="danger" disabled={withdraw.busy}>{t('players.withdrawConfirm')}</button>
            <button type="button" onClick={() => setWithdrawing(null)}>{t('common.cancel')}</button>
          </div>
        </form>
      )}
      <div class="table-wrap">
        <table class="roster folds">
          <thead>
            <tr>
              <th scope="col">{t('players.name')}</th><th scope="col">{t('players.rank')}</th>
              <th scope="col">{t('players.club')}</th><th scope="col">{t('players.country')}</th>
              <th scope="col">{t('players.ids')}</th><th scope="col">{t('players.status')}</th>
              <th scope="col"><span class="visually-hidden">{t('common.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {players.map((p) => (
              <tr key={p.id} class={p.withdrawn ? 'withdrawn' : undefined}>
                <td class="title">{p.name}</td><td data-label={t('players.rank')}>{p.rank}</td>
                <td data-label={t('players.club')}>{p.club}</td><td data-label={t('players.country')}>{countryName(p.country)}</td>
                <td data-label={t('players.ids')}>{Object.entries(p.memberships ?? {}).map(([b, v]) => `${b.toUpperCase()} ${v}`).join(', ')}</td>
                <td data-label={t('players.status')}>{p.withdrawn ? t('players.withdrawnAt', { at: formatDateTime(p.withdrawnAt) }) : t('players.playing')}</td>
                <td class="buttons">{!p.withdrawn && (
                  <button type="button" class="small" onClick={() => { setWithdrawing(p); withdraw.clear(); }}
                    aria-label={t('players.withdrawWho', { name: p.name })}>{t('players.withdraw')}</button>
                )}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
