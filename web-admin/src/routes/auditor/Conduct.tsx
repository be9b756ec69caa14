import { useState } from 'preact/hooks';
import type { ConductQuery, ConductRecord } from '../../api/audit';
import { Field, described } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { TableRegion } from '../../components/TableRegion';
import { useLoad } from '../../components/hooks';
import { countryName, formatDateTime, t } from '../../i18n/i18n';
import { BASE } from '../../router';
import { useAudit } from './auditing';
import { BODIES, conductForm, conductQuery, conductSearch, isEmpty } from './conduct';
import { decisionWord } from '../../components/decisionWord';
import { Refusal } from '../../components/Refusal';
import { consequenceText, reasonText } from './decisionWords';

/**
 * A person's conduct across every tournament, for the federations' auditors: every warning, penalty, referee's
 * decision, sanction and ban, with the tournament, round, board, article and date, as the platform's audit views
 * hold them (GET /conduct). The person is searched by name (read as the sanctions registry reads names) and
 * federation ids; the record prints.
 */
export function Conduct() {
  const api = useAudit();
  const [form, setForm] = useState(() => conductForm(window.location.search));
  const [asked, setAsked] = useState<ConductQuery | null>(() => conductQuery(conductForm(window.location.search)));
  const record = useLoad<ConductRecord | null>(() => (asked ? api.personConduct(asked) : Promise.resolve(null)), [JSON.stringify(asked)]);
  const set = (key: keyof typeof form) => (e: Event) => setForm({ ...form, [key]: (e.currentTarget as HTMLInputElement).value });

  function submit(e: Event) {
    e.preventDefault();
    const query = conductQuery(form);
    setAsked(query);
    window.history.replaceState(null, '', `${BASE}/conduct${conductSearch(query ?? {})}`);
  }

  const r = record.value;
  const problem = record.problem;
  return (
    <>
      <h1>{t('auditor.conduct.title')}</h1>
      <p class="lead no-print">{t('auditor.conduct.lead')}</p>
      <form class="form filters no-print" role="search" aria-label={t('auditor.conduct.search')} onSubmit={submit}>
        <div class="grid">
          <Field id="cd-name" label={t('auditor.conduct.name')} hint={t('auditor.conduct.nameHint')}
            error={problem?.field === 'name' ? <Refusal of={problem} /> : undefined}>
            <input {...described('cd-name', problem?.field === 'name' ? <Refusal of={problem} /> : undefined, 'x')}
              autoComplete="off" maxLength={200} value={form.name} onInput={set('name')} />
          </Field>
          {BODIES.map((body) => (
            <Field key={body} id={`cd-${body}`} label={t(`auditor.conduct.${body}`)}
              error={problem?.field === body ? <Refusal of={problem} /> : undefined}>
              <input {...described(`cd-${body}`, problem?.field === body ? <Refusal of={problem} /> : undefined)}
                autoComplete="off" maxLength={32} spellcheck={false} value={form[body]} onInput={set(body)} />
            </Field>
          ))}
        </div>
        <div class="actions">
          <button type="submit" class="primary">{t('auditor.conduct.find')}</button>
          {r && <button type="button" onClick={() => window.print()}>{t('auditor.conduct.print')}</button>}
        </div>
      </form>
      {!asked && <p class="hint">{t('auditor.conduct.ask')}</p>}
      {problem && !problem.field && <Notice kind="error"><Refusal of={problem} /></Notice>}
      {record.offline && <Notice kind="error">{t('connection.lost')}</Notice>}
      {r && <Record record={r} />}
    </>
  );
}

function Record(props: { record: ConductRecord }) {
  const r = props.record;
  const who = [r.name, ...Object.entries(r.memberships).map(([body, id]) => `${body.toUpperCase()} ${id}`)].filter(Boolean).join(' · ');
  if (isEmpty(r)) {
    return <p role="status">{t('auditor.conduct.nothing', { who })}</p>;
  }
  const warnings = r.registrations.reduce((n, reg) => n + reg.warnings, 0);
  const penalties = r.registrations.reduce((n, reg) => n + reg.penalties, 0);
  return (
    <article class="conduct-record" aria-labelledby="conduct-who">
      <h2 id="conduct-who">{t('auditor.conduct.recordOf', { who })}</h2>
      <p role="status">{t('auditor.conduct.summary', {
        tournaments: new Set(r.registrations.map((reg) => reg.tournamentId)).size, warnings, penalties,
        entries: r.entries.length, bans: r.bans.filter((b) => !b.lifted).length,
      })}</p>
      <section aria-labelledby="conduct-regs">
        <h3 id="conduct-regs">{t('auditor.conduct.registrations')}</h3>
        <TableRegion label={t('auditor.conduct.registrations')}>
          <table class="stack-narrow">
            <caption class="visually-hidden">{t('auditor.conduct.registrations')}</caption>
            <thead><tr>
              <th scope="col">{t('auditor.conduct.tournament')}</th><th scope="col">{t('auditor.conduct.registeredAs')}</th>
              <th scope="col">{t('auditor.conduct.ids')}</th><th scope="col" class="num">{t('auditor.conduct.warnings')}</th>
              <th scope="col" class="num">{t('auditor.conduct.penalties')}</th>
            </tr></thead>
            <tbody>
              {r.registrations.map((reg) => (
                <tr key={reg.playerId}>
                  <td><strong>{reg.tournament}</strong></td>
                  <td data-label={t('auditor.conduct.registeredAs')}>
                    {`${reg.name} (${reg.rank}${reg.club ? `, ${reg.club}` : ''}${reg.country ? `, ${countryName(reg.country)}` : ''})`}
                    {reg.withdrawn && <> · <strong>{t('auditor.conduct.withdrawn')}</strong></>}
                  </td>
                  <td data-label={t('auditor.conduct.ids')}>
                    {Object.entries(reg.memberships).map(([body, id]) => `${body.toUpperCase()} ${id}`).join(', ') || '—'}
                  </td>
                  <td class="num" data-label={t('auditor.conduct.warnings')}>{reg.warnings}</td>
                  <td class="num" data-label={t('auditor.conduct.penalties')}>{reg.penalties}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      </section>
      <section aria-labelledby="conduct-entries">
        <h3 id="conduct-entries">{t('auditor.conduct.entries')}</h3>
        {r.entries.length === 0 ? <p>{t('auditor.conduct.noEntries')}</p> : (
          <TableRegion label={t('auditor.conduct.entries')}>
            <table class="stack-narrow conduct">
              <caption class="visually-hidden">{t('auditor.conduct.entries')}</caption>
              <thead><tr>
                <th scope="col">{t('auditor.conduct.when')}</th><th scope="col">{t('auditor.conduct.tournament')}</th>
                <th scope="col">{t('auditor.conduct.where')}</th><th scope="col">{t('auditor.conduct.decision')}</th>
                <th scope="col">{t('auditor.conduct.article')}</th><th scope="col">{t('auditor.conduct.what')}</th>
                <th scope="col">{t('auditor.conduct.by')}</th>
              </tr></thead>
              <tbody>
                {r.entries.map((e) => (
                  <tr key={`${e.tournamentId}-${e.sequence}`}>
                    <td>{formatDateTime(e.at)}</td>
                    <td data-label={t('auditor.conduct.tournament')}>{e.tournament}</td>
                    <td data-label={t('auditor.conduct.where')}>
                      {e.round ? t('auditor.conduct.roundBoard', { round: e.round, board: e.board ?? '—' }) : '—'}
                    </td>
                    <td data-label={t('auditor.conduct.decision')}>{decisionWord(e.decision)}</td>
                    <td data-label={t('auditor.conduct.article')}>{e.article || '—'}</td>
                    <td data-label={t('auditor.conduct.what')}>{e.reason ? <>{reasonText(e.reason)}<br /></> : null}{consequenceText({ ...e, playerName: r.registrations.find((g) => g.tournamentId === e.tournamentId && g.playerId === e.playerId)?.name })}</td>
                    <td data-label={t('auditor.conduct.by')}>{e.by} <span class="hint">#{e.sequence}</span></td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </section>
      <section aria-labelledby="conduct-bans">
        <h3 id="conduct-bans">{t('auditor.conduct.bans')}</h3>
        {r.bans.length === 0 ? <p>{t('auditor.conduct.noBans')}</p> : (
          <ul class="bans-list">
            {r.bans.map((b) => (
              <li key={b.id}>
                <strong>{b.lifted ? t('sanctions.bans.lifted', { reason: b.lifted }) : b.until ? t('sanctions.bans.until', { day: b.until }) : t('sanctions.bans.standing')}</strong>
                {' · '}{b.name}{b.country ? ` (${countryName(b.country)})` : ''}: {b.reason}{b.article ? ` (${b.article})` : ''}
                {' · '}{b.by}, {formatDateTime(b.at)}{b.source ? ` · ${b.source}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
