import { useEffect, useState } from 'preact/hooks';
import type { AppealView, DocketEntry } from '../../api/arbitration';
import type { TournamentView } from '../../api/types';
import { Field, described } from '../../components/Field';
import { Link } from '../../components/Link';
import { Notice } from '../../components/Notice';
import { TableRegion } from '../../components/TableRegion';
import { useAction, useLoad, useSession } from '../../components/hooks';
import { compareNames, formatDateTime, t } from '../../i18n/i18n';
import { holds, useArbitration } from './portal';
import { SANCTIONS, awaitingDecision, banAfter, banSearch, recommendationsOf, sanctionKey, type RecommendationLine } from './sanctions';
import { Refusal } from '../../components/Refusal';

/**
 * Sanctions after a ruling (Incheon 2013 arbitration art. 2.6): a member of the committee recommends one to the Technical
 * Delegate, who accepts or declines each with reasons; an accepted disqualification withdraws the registered player
 * named (the platform does) and leads to the bans registry. Every recommendation shows with its decision.
 */
export function Sanctions(props: { event: TournamentView; appeal: AppealView; onRecorded: () => void }) {
  const { caller } = useSession();
  const a = props.appeal;
  const lines = recommendationsOf(a);
  const member = holds(caller, props.event.id, 'arbitrator');
  const delegate = holds(caller, props.event.id, 'technical-delegate');
  // the registry spans events: only an account's own role enters a ban (PLATFORM.md, roles table)
  const registrar = caller.roles.includes('technical-delegate');
  useEffect(() => {
    // the Technical Delegate comes from the queue's link straight to the decisions
    if (window.location.hash === '#sanctions') document.getElementById('sanctions')?.scrollIntoView();
  }, []);
  return (
    <section class="panel" id="sanctions" aria-labelledby="sanctions-title">
      <h3 id="sanctions-title">{t('sanctions.title')}</h3>
      <p class="hint">{t('sanctions.lead')} <span class="article">Incheon 2013 arbitration art. 2.6</span></p>
      {lines.length === 0 && <p>{t('sanctions.none')}</p>}
      {lines.length > 0 && (
        <TableRegion label={t('sanctions.title')}>
          <table class="stack-narrow sanctions">
            <caption class="visually-hidden">{t('sanctions.title')}</caption>
            <thead><tr>
              <th scope="col" class="num">#</th><th scope="col">{t('sanctions.against')}</th>
              <th scope="col">{t('sanctions.sanction')}</th><th scope="col">{t('sanctions.reasons')}</th>
              <th scope="col">{t('sanctions.recommendedBy')}</th><th scope="col">{t('sanctions.decision')}</th>
            </tr></thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.number}>
                  <td class="num" data-label="#">{line.number}</td>
                  <td data-label={t('sanctions.against')}><strong>{line.recommendation.against}</strong></td>
                  <td data-label={t('sanctions.sanction')}>{t(sanctionKey(line.recommendation.sanction))}</td>
                  <td data-label={t('sanctions.reasons')}>{line.recommendation.reasons}</td>
                  <td data-label={t('sanctions.recommendedBy')}>{line.recommendation.by} · {formatDateTime(line.recommendation.at)}</td>
                  <td data-label={t('sanctions.decision')}><DecisionCell event={props.event} appealId={a.id} line={line} registrar={registrar} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      {a.status === 'ruled' && delegate && lines.filter((l) => !l.decision).map((line) => (
        <Decide key={line.number} event={props.event} appealId={a.id} line={line} onRecorded={props.onRecorded} />
      ))}
      {a.status === 'ruled' && member && <Recommend event={props.event} appealId={a.id} onRecorded={props.onRecorded} />}
    </section>
  );
}

function DecisionCell(props: { event: TournamentView; appealId: string; line: RecommendationLine; registrar: boolean }) {
  const d = props.line.decision;
  if (!d) return <span class="warn">{t('sanctions.awaiting')}</span>;
  const player = props.event.players.find((p) => p.id === d.playerId);
  const disqualified = d.accepted && d.sanction === 'DISQUALIFICATION';
  return (
    <>
      <strong class={d.accepted ? 'ok' : undefined}>{d.accepted ? t('sanctions.accepted') : t('sanctions.declined')}</strong>
      {' '}{d.reasons} <span class="hint">({d.by}, {formatDateTime(d.at)}; {d.article})</span>
      {disqualified && <p>{t('sanctions.withdrawn', { name: player?.name ?? d.playerId ?? d.against })}{' '}
        {props.registrar && <Link to={`/bans${banSearch(banAfter(props.appealId, d, player))}`}>{t('sanctions.toRegistry')}</Link>}</p>}
    </>
  );
}

/** A member's recommendation: against whom, which sanction, why. */
function Recommend(props: { event: TournamentView; appealId: string; onRecorded: () => void }) {
  const api = useArbitration();
  const [against, setAgainst] = useState('');
  const [sanction, setSanction] = useState<string>('');
  const [reasons, setReasons] = useState('');
  const recommend = useAction((key: string) => api.recommend(props.appealId, against.trim(), sanction, reasons.trim(), key));
  const names = props.event.players.map((p) => p.name).sort(compareNames);

  async function submit(e: Event) {
    e.preventDefault();
    if (await recommend.go()) {
      setAgainst('');
      setSanction('');
      setReasons('');
      props.onRecorded();
    }
  }

  return (
    <form class="form" onSubmit={submit} aria-labelledby="recommend-title">
      <h4 id="recommend-title">{t('sanctions.recommend.title')}</h4>
      <div class="grid">
        <Field id="sr-against" label={t('sanctions.against')} hint={t('sanctions.recommend.againstHint')} error={recommend.fieldError('against')}>
          <input {...described('sr-against', recommend.fieldError('against'), 'x')} required list="sr-players" autoComplete="off"
            value={against} onInput={(e) => setAgainst(e.currentTarget.value)} />
          <datalist id="sr-players">{names.map((n) => <option key={n} value={n} />)}</datalist>
        </Field>
        <Field id="sr-sanction" label={t('sanctions.sanction')} error={recommend.fieldError('sanction')}>
          <select {...described('sr-sanction', recommend.fieldError('sanction'))} required value={sanction}
            onChange={(e) => setSanction(e.currentTarget.value)}>
            <option value="">—</option>
            {SANCTIONS.map((s) => <option key={s} value={s}>{t(sanctionKey(s))}</option>)}
          </select>
        </Field>
      </div>
      <Field id="sr-reasons" label={t('sanctions.reasons')} error={recommend.fieldError('reasons')} wide>
        <textarea {...described('sr-reasons', recommend.fieldError('reasons'))} required rows={3} value={reasons}
          onInput={(e) => setReasons(e.currentTarget.value)} />
      </Field>
      {recommend.problem && !['against', 'sanction', 'reasons'].includes(recommend.problem.field ?? '') && (
        <Notice kind="error"><Refusal of={recommend.problem} /></Notice>
      )}
      {recommend.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
      <button type="submit" class="primary" disabled={recommend.busy}>{t('sanctions.recommend.send')}</button>
    </form>
  );
}

/** The Technical Delegate's decision on one recommendation; a disqualification accepted names the registered player. */
function Decide(props: { event: TournamentView; appealId: string; line: RecommendationLine; onRecorded: () => void }) {
  const api = useArbitration();
  const r = props.line.recommendation;
  const n = props.line.number;
  const [accepted, setAccepted] = useState<boolean | null>(null);
  const [playerId, setPlayerId] = useState('');
  const [reasons, setReasons] = useState('');
  const disqualification = r.sanction === 'DISQUALIFICATION' && accepted === true;
  const decide = useAction((key: string) =>
    api.decideSanction(props.appealId, n, accepted === true, disqualification ? playerId : '', reasons.trim(), key));
  const players = props.event.players.filter((p) => !p.withdrawn).sort((x, y) => compareNames(x.name, y.name));
  const id = (field: string) => `sd-${n}-${field}`;

  async function submit(e: Event) {
    e.preventDefault();
    if (await decide.go()) props.onRecorded();
  }

  return (
    <form class="form" onSubmit={submit} aria-labelledby={id('title')}>
      <h4 id={id('title')}>{t('sanctions.decide.title', { number: n, sanction: t(sanctionKey(r.sanction)), against: r.against })}</h4>
      <fieldset>
        <legend>{t('sanctions.decision')}</legend>
        <div class="choices">
          <label class="check"><input type="radio" name={id('accepted')} required checked={accepted === true}
            onChange={() => setAccepted(true)} />{t('sanctions.decide.accept')}</label>
          <label class="check"><input type="radio" name={id('accepted')} checked={accepted === false}
            onChange={() => setAccepted(false)} />{t('sanctions.decide.decline')}</label>
        </div>
      </fieldset>
      {disqualification && (
        <Field id={id('player')} label={t('sanctions.decide.player')} hint={t('sanctions.decide.playerHint')}
          error={decide.fieldError('playerId')}>
          <select {...described(id('player'), decide.fieldError('playerId'), 'x')} required value={playerId}
            onChange={(e) => setPlayerId(e.currentTarget.value)}>
            <option value="">—</option>
            {players.map((p) => <option key={p.id} value={p.id}>{`${p.name} (${p.rank}${p.club ? `, ${p.club}` : ''})`}</option>)}
          </select>
        </Field>
      )}
      <Field id={id('reasons')} label={t('sanctions.reasons')} error={decide.fieldError('reasons')} wide>
        <textarea {...described(id('reasons'), decide.fieldError('reasons'))} required rows={2} value={reasons}
          onInput={(e) => setReasons(e.currentTarget.value)} />
      </Field>
      {decide.problem && !['playerId', 'reasons'].includes(decide.problem.field ?? '') && <Notice kind="error"><Refusal of={decide.problem} /></Notice>}
      {decide.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
      <button type="submit" class="primary" disabled={decide.busy || accepted === null}>{t('sanctions.decide.send')}</button>
    </form>
  );
}

/** For the Technical Delegate: every recommendation of the event's ruled appeals still waiting for a decision. */
export function SanctionsAwaiting(props: { event: TournamentView; docket: DocketEntry[] }) {
  const api = useArbitration();
  const ruled = props.docket.filter((d) => d.appealId && d.status === 'appeal-ruled').map((d) => d.appealId!);
  const appeals = useLoad(() => Promise.all(ruled.map((id) => api.appeal(id))), [ruled.join(',')]);
  const waiting = (appeals.value ?? []).flatMap((a) => awaitingDecision(a).map((line) => ({ appeal: a, line })));
  return (
    <section aria-labelledby="sanctions-awaiting-title" class="panel">
      <h3 id="sanctions-awaiting-title">{t('sanctions.awaitingTitle', { count: waiting.length })}</h3>
      {appeals.value && waiting.length === 0 && <p>{t('sanctions.awaitingNone')}</p>}
      {waiting.length > 0 && (
        <ul class="sanctions-awaiting">
          {waiting.map(({ appeal, line }) => (
            <li key={`${appeal.id}-${line.number}`}>
              <strong>{t(sanctionKey(line.recommendation.sanction))}</strong>{' · '}{line.recommendation.against}{': '}
              {line.recommendation.reasons}{' '}
              <Link to={`/events/${props.event.id}/arbitration/appeals/${appeal.id}#sanctions`} class="button">
                {t('sanctions.decideOpen', { complainant: appeal.form.complainant })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
