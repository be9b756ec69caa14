import { useState } from 'preact/hooks';
import { pathOf } from '../../../api/endpoints';
import type { ExportCheck, ExportFormat, TournamentView } from '../../../api/types';
import { useAction, useSession } from '../../../components/hooks';
import { Notice } from '../../../components/Notice';
import { type MessageKey, t } from '../../../i18n/i18n';
import { issueGroups } from './issueGroups';
import { Refusal } from '../../../components/Refusal';

const FORMATS: ExportFormat[] = ['h9', 'aga', 'tou', 'csv', 'duan'];
const LABELS: Record<ExportFormat, MessageKey> = {
  h9: 'director.exports.format.h9',
  aga: 'director.exports.format.aga',
  tou: 'director.exports.format.tou',
  csv: 'director.exports.format.csv',
  duan: 'director.exports.format.duan',
};

/**
 * The files federations receive (EGD h9, AGA results, FFG tou, OpenGotha's player CSV, the Duan promotion report):
 * each is checked first, its problems shown, and only then offered for download (anyway, when the check found an error).
 */
export function FederationExports(props: { event: TournamentView }) {
  const { api } = useSession();
  const [country, setCountry] = useState('');
  const [checked, setChecked] = useState<ExportCheck | null>(null);
  const check = useAction((_key: string, format: ExportFormat) => api.exportCheck(props.event.id, format, country));
  const run = async (format: ExportFormat) => {
    setChecked(null);
    const answer = await check.go(format);
    if (answer) setChecked(answer);
  };
  const file = (format: ExportFormat, force: boolean) => {
    const query = new URLSearchParams();
    if (country) query.set('country', country);
    if (force) query.set('force', 'true');
    const text = query.toString();
    return pathOf('exportFile', { id: props.event.id, format }) + (text ? `?${text}` : '');
  };
  const errors = checked?.issues.filter((i) => i.severity === 'error') ?? [];
  const warnings = checked?.issues.filter((i) => i.severity === 'warning') ?? [];
  return (
    <section aria-labelledby="federation-exports-title">
      <h2 id="federation-exports-title">{t('director.exports.title')}</h2>
      <p>{t('director.exports.lead')}</p>
      <div class="field">
        <label for="federation-country">{t('director.exports.country')}</label>
        <input id="federation-country" value={country} maxLength={2} size={3} class="code"
          onInput={(e) => setCountry((e.target as HTMLInputElement).value.toUpperCase())} />
      </div>
      <ul class="actions">
        {FORMATS.map((format) => (
          <li key={format}>
            <button type="button" onClick={() => run(format)} disabled={check.busy}>
              {t('director.exports.check', { format: t(LABELS[format]) })}
            </button>
          </li>
        ))}
      </ul>
      {check.problem && <Notice kind="error"><Refusal of={check.problem} /></Notice>}
      {check.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
      {checked && (
        <div aria-live="polite">
          <h3>{t(LABELS[checked.format])}</h3>
          {errors.length === 0 ? <Notice kind="ok">{t('director.exports.ready')}</Notice> : (
            <Notice kind="error">
              <p>{t('director.exports.refused', { count: errors.length })}</p>
              <IssueList issues={errors} />
            </Notice>
          )}
          {warnings.length > 0 && (
            <Notice kind="info">
              <p>{t('director.exports.warnings', { count: warnings.length })}</p>
              <IssueList issues={warnings} />
            </Notice>
          )}
          <a href={file(checked.format, errors.length > 0)} download>
            {errors.length === 0 ? t('director.exports.download') : t('director.exports.downloadAnyway')}
          </a>
        </div>
      )}
    </section>
  );
}

/** Each finding once: where it was found when only there, or the finding with all its places beneath it. */
function IssueList(props: { issues: ExportCheck['issues'] }) {
  return (
    <ul>
      {issueGroups(props.issues).map((g) => (
        <li key={g.what}>
          {g.wheres.length === 0 && g.what}
          {g.wheres.length === 1 && `${g.wheres[0]}: ${g.what}`}
          {g.wheres.length > 1 && <>{t('director.exports.found', { what: g.what, count: g.wheres.length })}
            <br /><span class="muted">{g.wheres.join(' · ')}</span></>}
        </li>
      ))}
    </ul>
  );
}
