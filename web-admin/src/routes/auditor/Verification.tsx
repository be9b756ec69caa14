import { useState } from 'preact/hooks';
import type { ExportVerdict } from '../../api/audit';
import type { TournamentView } from '../../api/types';
import { Field, described } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useAction, useLoad } from '../../components/hooks';
import { formatDateTime, t } from '../../i18n/i18n';
import { problemName } from './verdictWords';
import { useAudit } from './auditing';
import { Refusal } from '../../components/Refusal';

/**
 * The audit export and its signed head, and an export verified through the platform by the verifier
 * `tengen audit verify` runs (engine/audit ChainVerifier): the auditor downloads the file, keeps the head, and later
 * sends a copy back to learn whether it still holds, and if not at which line and how.
 */
export function Verification(props: { event: TournamentView }) {
  const api = useAudit();
  const id = props.event.id;
  const head = useLoad(() => api.head(id), [id]);
  const key = useLoad(() => api.key(), []);
  const [download, setDownload] = useState<{ url: string; head: string } | null>(null);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [kept, setKept] = useState('');
  const [verdict, setVerdict] = useState<ExportVerdict | null>(null);
  const fetchExport = useAction(async () => {
    const e = await api.export(id);
    if (download) URL.revokeObjectURL(download.url);
    setDownload({ url: URL.createObjectURL(new Blob([e.text], { type: 'application/x-ndjson' })), head: e.head });
    return e;
  });
  const verify = useAction(async () => {
    setVerdict(null);
    const v = await api.verify(file!.text, kept.trim() || undefined);
    setVerdict(v);
    return v;
  });

  async function chosen(e: Event) {
    const picked = (e.currentTarget as HTMLInputElement).files?.[0];
    setVerdict(null);
    setFile(picked ? { name: picked.name, text: await picked.text() } : null);
  }

  const h = head.value;
  return (
    <>
      <section class="panel" aria-labelledby="export-title">
        <h3 id="export-title">{t('auditor.export.title')}</h3>
        {h && (
          <dl class="facts">
            <dt>{t('auditor.export.headEvent')}</dt><dd>{h.sequence}</dd>
            <dt>{t('auditor.export.headHash')}</dt><dd><code class="hash">{h.hash}</code></dd>
            <dt>{t('auditor.export.signedAt')}</dt><dd>{formatDateTime(h.signedAt)}</dd>
            <dt>{t('auditor.export.fingerprint')}</dt><dd><code class="hash">{key.value?.fingerprint ?? '…'}</code></dd>
          </dl>
        )}
        {head.problem && <Notice kind="info"><Refusal of={head.problem} /></Notice>}
        <p class="actions">
          <button type="button" onClick={() => fetchExport.go()} disabled={fetchExport.busy}>{t('auditor.export.prepare')}</button>
          {download && <a class="button primary" href={download.url} download={`${id}-audit.ndjson`}>{t('auditor.export.download')}</a>}
          <a class="button" href={`/api/v1/tournaments/${encodeURIComponent(id)}/audit/head`} target="_blank" rel="noopener">{t('auditor.export.headLink')}</a>
          <a class="button" href={`/api/v1/tournaments/${encodeURIComponent(id)}/audit/duan`} target="_blank" rel="noopener">{t('auditor.duan')}</a>
        </p>
        {download && <p>{t('auditor.export.keep')} <code class="hash">{download.head}</code></p>}
        {fetchExport.problem && <Notice kind="error"><Refusal of={fetchExport.problem} /></Notice>}
      </section>
      <section class="panel" aria-labelledby="verify-title">
        <h3 id="verify-title">{t('auditor.verify.title')}</h3>
        <p class="hint">{t('auditor.verify.lead')}</p>
        <form class="form" onSubmit={(e) => { e.preventDefault(); if (file) verify.go(); }}>
          <div class="grid">
            <Field id="vf-file" label={t('auditor.verify.file')}>
              <input {...described('vf-file')} type="file" accept=".ndjson,.jsonl,application/x-ndjson" required onChange={chosen} />
            </Field>
            <Field id="vf-head" label={t('auditor.verify.head')} hint={t('auditor.verify.headHint')} error={verify.fieldError('head')}>
              <input {...described('vf-head', verify.fieldError('head'), 'x')} value={kept} spellcheck={false}
                onInput={(e) => setKept(e.currentTarget.value)} />
            </Field>
          </div>
          <button type="submit" class="primary" disabled={verify.busy || !file}>{t('auditor.verify.run')}</button>
        </form>
        {verify.problem && !verify.problem.field && <Notice kind="error"><Refusal of={verify.problem} /></Notice>}
        {verify.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
        {verdict && file && <Verdict verdict={verdict} file={file.name} installation={key.value?.fingerprint} />}
      </section>
    </>
  );
}

function Verdict(props: { verdict: ExportVerdict; file: string; installation?: string }) {
  const v = props.verdict;
  if (!v.holds) {
    return (
      <Notice kind="error">
        <p><strong>{t('auditor.verify.broken', { file: props.file, line: v.line ?? 0, problem: problemName(v.problem ?? '') })}</strong></p>
        <p>{v.detail}</p>
      </Notice>
    );
  }
  const sameKey = v.keyFingerprint && props.installation && v.keyFingerprint === props.installation;
  return (
    <Notice kind="ok">
      <p><strong>{t('auditor.verify.holds', { file: props.file, events: v.events ?? 0, last: v.lastSequence ?? 0 })}</strong></p>
      <p>{t('auditor.export.headHash')}: <code class="hash">{v.head}</code></p>
      {v.signed
        ? <p>{t('auditor.verify.signed', { at: formatDateTime(v.signedAt), fingerprint: v.keyFingerprint ?? '' })}{' '}
            {sameKey ? t('auditor.verify.thisKey') : t('auditor.verify.otherKey')}</p>
        : <p>{t('auditor.verify.unsignedKept')}</p>}
    </Notice>
  );
}
