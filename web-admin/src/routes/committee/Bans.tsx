import { useState } from 'preact/hooks';
import type { Ban, NewBan } from '../../api/arbitration';
import { Field, described } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { TableRegion } from '../../components/TableRegion';
import { useAction, useLoad, useSession } from '../../components/hooks';
import { countryName, formatDateTime, t } from '../../i18n/i18n';
import { BASE } from '../../router';
import { useArbitration } from './portal';
import { banFromSearch, bansMatching } from './sanctions';
import { Refusal } from '../../components/Refusal';

/**
 * The sanctions registry: bans from future competitions, standing or lifted, searched by name, country, reason or
 * article; the Technical Delegate bans a player (a disqualification after a ruling was disregarded, Incheon 2013
 * arbitration art. 2.6; a federation's own decision) and lifts a ban, each with reasons. Registration is checked
 * against it by the platform.
 */
export function Bans() {
  const api = useArbitration();
  const { caller } = useSession();
  const bans = useLoad(() => api.bans(), []);
  const [search, setSearch] = useState('');
  const delegate = caller.roles.includes('technical-delegate');
  const [prefilled] = useState(() => banFromSearch(window.location.search));
  const shown = bansMatching(bans.value ?? [], search);
  const standing = (bans.value ?? []).filter((b) => !b.lifted).length;

  return (
    <>
      <h1>{t('sanctions.bans.title')}</h1>
      <p class="lead">{t('sanctions.bans.lead')}</p>
      {delegate && <BanForm initial={prefilled} onBanned={bans.reload} />}
      <section aria-labelledby="bans-list-title">
        <h2 id="bans-list-title">{t('sanctions.bans.list')}</h2>
        <form class="form filters no-print" role="search" aria-label={t('sanctions.bans.search')} onSubmit={(e) => e.preventDefault()}>
          <Field id="bn-search" label={t('sanctions.bans.search')} hint={t('sanctions.bans.searchHint')}>
            <input {...described('bn-search', undefined, 'x')} type="search" value={search} onInput={(e) => setSearch(e.currentTarget.value)} />
          </Field>
        </form>
        {bans.problem && <Notice kind="error"><Refusal of={bans.problem} /></Notice>}
        {bans.value && (
          <p role="status">{t('sanctions.bans.count', { shown: shown.length, total: bans.value.length, standing })}</p>
        )}
        {shown.length > 0 && (
          <TableRegion label={t('sanctions.bans.list')}>
            <table class="stack-narrow bans">
              <caption class="visually-hidden">{t('sanctions.bans.list')}</caption>
              <thead><tr>
                <th scope="col">{t('sanctions.bans.name')}</th><th scope="col">{t('sanctions.bans.country')}</th>
                <th scope="col">{t('sanctions.reasons')}</th><th scope="col">{t('sanctions.bans.article')}</th>
                <th scope="col">{t('sanctions.bans.decided')}</th><th scope="col">{t('sanctions.bans.status')}</th>
              </tr></thead>
              <tbody>
                {shown.map((ban) => <BanRow key={ban.id} ban={ban} delegate={delegate} onLifted={bans.reload} />)}
              </tbody>
            </table>
          </TableRegion>
        )}
      </section>
    </>
  );
}

function BanRow(props: { ban: Ban; delegate: boolean; onLifted: () => void }) {
  const api = useArbitration();
  const b = props.ban;
  const [lifting, setLifting] = useState(false);
  const [reason, setReason] = useState('');
  const lift = useAction((key: string) => api.liftBan(b.id, reason.trim(), key));
  const id = `lift-${b.id}`;
  return (
    <tr class={b.lifted ? 'muted' : undefined}>
      <td><strong>{b.name}</strong></td>
      <td data-label={t('sanctions.bans.country')}>{b.country ? countryName(b.country) : '—'}</td>
      <td data-label={t('sanctions.reasons')}>{b.reason}{b.source && <span class="hint"> ({b.source})</span>}</td>
      <td data-label={t('sanctions.bans.article')}>{b.article || '—'}</td>
      <td data-label={t('sanctions.bans.decided')}>{b.by} · {formatDateTime(b.at)}</td>
      <td data-label={t('sanctions.bans.status')}>
        {b.lifted
          ? <span>{t('sanctions.bans.lifted', { reason: b.lifted })}</span>
          : <strong class="warn">{b.until ? t('sanctions.bans.until', { day: b.until }) : t('sanctions.bans.standing')}</strong>}
        {props.delegate && !b.lifted && !lifting && (
          <p class="no-print"><button type="button" class="small" onClick={() => setLifting(true)}
            aria-label={t('sanctions.bans.liftFor', { name: b.name })}>{t('sanctions.bans.lift')}</button></p>
        )}
        {lifting && (
          <form class="form inline" onSubmit={async (e) => { e.preventDefault(); if (await lift.go()) { setLifting(false); props.onLifted(); } }}>
            <Field id={id} label={t('sanctions.bans.liftReason')} error={(lift.problem && <Refusal of={lift.problem} />)}>
              <input {...described(id, (lift.problem && <Refusal of={lift.problem} />))} required autoFocus value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
            </Field>
            <button type="submit" class="primary" disabled={lift.busy}>{t('sanctions.bans.liftConfirm')}</button>
            <button type="button" onClick={() => setLifting(false)}>{t('common.cancel')}</button>
          </form>
        )}
      </td>
    </tr>
  );
}

/** The Technical Delegate's ban: whom, why, under which article, decided by what, until when. */
function BanForm(props: { initial: Required<NewBan>; onBanned: () => void }) {
  const api = useArbitration();
  const [ban, setBan] = useState(props.initial);
  const [entered, setEntered] = useState('');
  const send = useAction((key: string) => api.ban({
    name: ban.name.trim(), country: ban.country.trim() || undefined, reason: ban.reason.trim(),
    article: ban.article.trim() || undefined, source: ban.source.trim() || undefined, until: ban.until || undefined,
  }, key));
  const field = (name: keyof NewBan) => ({
    value: ban[name], onInput: (e: Event) => setBan({ ...ban, [name]: (e.currentTarget as HTMLInputElement).value }),
  });

  async function submit(e: Event) {
    e.preventDefault();
    if (await send.go()) {
      setEntered(ban.name.trim());
      setBan(banFromSearch(''));
      window.history.replaceState(null, '', `${BASE}/bans`);
      props.onBanned();
    }
  }

  return (
    <form class="form" onSubmit={submit} aria-labelledby="ban-form-title">
      <h2 id="ban-form-title">{t('sanctions.bans.enter')}</h2>
      {entered && !send.problem && <Notice kind="ok">{t('sanctions.bans.entered', { name: entered })}</Notice>}
      <div class="grid">
        <Field id="bn-name" label={t('sanctions.bans.name')} hint={t('sanctions.bans.nameHint')} error={send.fieldError('name')}>
          <input {...described('bn-name', send.fieldError('name'), 'x')} required autoComplete="off" {...field('name')} />
        </Field>
        <Field id="bn-country" label={t('sanctions.bans.country')} hint={t('common.countryHint')} error={send.fieldError('country')}>
          <input {...described('bn-country', send.fieldError('country'), 'x')} maxLength={2} autoComplete="off" {...field('country')} />
        </Field>
        <Field id="bn-article" label={t('sanctions.bans.article')} hint={t('sanctions.bans.articleHint')} error={send.fieldError('article')}>
          <input {...described('bn-article', send.fieldError('article'), 'x')} {...field('article')} />
        </Field>
        <Field id="bn-source" label={t('sanctions.bans.source')} hint={t('sanctions.bans.sourceHint')} error={send.fieldError('source')}>
          <input {...described('bn-source', send.fieldError('source'), 'x')} {...field('source')} />
        </Field>
        <Field id="bn-until" label={t('sanctions.bans.untilLabel')} hint={t('sanctions.bans.untilHint')} error={send.fieldError('until')}>
          <input {...described('bn-until', send.fieldError('until'), 'x')} type="date" {...field('until')} />
        </Field>
      </div>
      <Field id="bn-reason" label={t('sanctions.reasons')} error={send.fieldError('reason')} wide>
        <textarea {...described('bn-reason', send.fieldError('reason'))} required rows={2} {...field('reason')} />
      </Field>
      {send.problem && !['name', 'country', 'article', 'source', 'until', 'reason'].includes(send.problem.field ?? '') && (
        <Notice kind="error"><Refusal of={send.problem} /></Notice>
      )}
      {send.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
      <button type="submit" class="primary" disabled={send.busy}>{t('sanctions.bans.send')}</button>
    </form>
  );
}
