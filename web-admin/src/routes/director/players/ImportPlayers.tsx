import { useState } from 'preact/hooks';
import type { ImportReceipt, TournamentFileFormat, TournamentView } from '../../../api/types';
import type { ApiProblem } from '../../../api/problem';
import { Field, described } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { useAction, useSession } from '../../../components/hooks';
import { t, type MessageKey } from '../../../i18n/i18n';
import { decodeText, guessMapping, mapRows, parseCsv, TARGETS, type CsvTable, type Mapping } from './csv';
import { Refusal } from '../../../components/Refusal';

const PREVIEW_ROWS = 8;

/** The rows the platform refused, each with its line (components/Refusal): nothing was registered. */
function Refusals(props: { problem: ApiProblem }) {
  return <Notice kind="error"><Refusal of={props.problem} /></Notice>;
}

/** The file read in the browser, its columns mapped by the director, then checked and imported all or none. */
function CsvImport(props: { id: string; done: (receipt: ImportReceipt) => void }) {
  const { api } = useSession();
  const [table, setTable] = useState<CsvTable | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [checked, setChecked] = useState<ImportReceipt | null>(null);
  const send = useAction((key: string, dryRun: boolean, rows: ReturnType<typeof mapRows>) => api.importRows(props.id, rows, dryRun, key));

  async function read(file: File | undefined) {
    if (!file) return;
    const parsed = parseCsv(decodeText(await file.arrayBuffer()));
    setTable(parsed);
    setMapping(guessMapping(parsed.header));
    setChecked(null);
    send.clear();
  }

  const rows = table ? mapRows(table, mapping) : [];
  const remap = (target: (typeof TARGETS)[number], column: string) => {
    const next = { ...mapping };
    if (column === '') delete next[target];
    else next[target] = Number(column);
    setMapping(next);
    setChecked(null);
  };

  return (
    <section aria-labelledby="csv-title">
      <h2 id="csv-title">{t('import.csv')}</h2>
      <Field id="csv-file" label={t('import.csvFile')} hint={t('import.csvHint')}>
        <input {...described('csv-file', undefined, 'x')} type="file" accept=".csv,text/csv,text/plain"
          onChange={(e) => read(e.currentTarget.files?.[0])} />
      </Field>
      {table && (
        <>
          <h3>{t('import.mapping')}</h3>
          <div class="grid mapping">
            {TARGETS.map((target) => (
              <Field key={target} id={`map-${target}`} label={t(`import.target.${target}` as MessageKey)}>
                <select {...described(`map-${target}`)} value={mapping[target] === undefined ? '' : String(mapping[target])}
                  onChange={(e) => remap(target, e.currentTarget.value)}>
                  <option value="">{t('import.unmapped')}</option>
                  {table.header.map((h, i) => <option key={i} value={String(i)}>{h || t('import.column', { n: i + 1 })}</option>)}
                </select>
              </Field>
            ))}
          </div>
          <h3>{t('import.preview', { shown: Math.min(PREVIEW_ROWS, rows.length), total: rows.length })}</h3>
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('import.lineHeader')}</th><th scope="col">{t('players.name')}</th>
                  <th scope="col">{t('players.rank')}</th><th scope="col">{t('players.club')}</th>
                  <th scope="col">{t('players.country')}</th><th scope="col">{t('players.ids')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.slice(0, PREVIEW_ROWS).map((row) => (
                  <tr key={row.line}>
                    <td class="num">{row.line}</td><td>{row.name}</td><td>{row.rank}</td><td>{row.club}</td><td>{row.country}</td>
                    <td>{Object.entries(row.memberships).map(([b, v]) => `${b.toUpperCase()} ${v}`).join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {send.problem && <Refusals problem={send.problem} />}
          {checked && !send.problem && <Notice kind="ok">{t('import.checked', { count: checked.players })}</Notice>}
          <div class="actions">
            <button type="button" disabled={send.busy || rows.length === 0}
              onClick={async () => setChecked((await send.go(true, rows)) ?? null)}>{t('import.check')}</button>
            <button type="button" class="primary" disabled={send.busy || !checked}
              onClick={async () => { const r = await send.go(false, rows); if (r) props.done(r); }}>
              {t('import.importCount', { count: rows.length })}
            </button>
          </div>
          {send.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
        </>
      )}
    </section>
  );
}

/** How each program's file is offered: its heading, its field's label and hint, and the files the picker shows. */
const FILE_FORMATS: { format: TournamentFileFormat; title: MessageKey; label: MessageKey; hint: MessageKey; accept: string }[] = [
  { format: 'opengotha', title: 'import.opengotha', label: 'import.opengothaFile', hint: 'import.opengothaHint',
    accept: '.xml,application/xml,text/xml' },
  { format: 'macmahon', title: 'director.imports.macmahon', label: 'director.imports.macmahonFile',
    hint: 'director.imports.fileHint', accept: '.xml,application/xml,text/xml' },
  { format: 'pairgoth', title: 'director.imports.pairgoth', label: 'director.imports.pairgothFile',
    hint: 'director.imports.fileHint', accept: '.tour,.json,application/json' },
];

/**
 * Another program's tournament file (OpenGotha, MacMahon, pairgoth): its players judged as soon as it is chosen, then
 * registered all or none (rounds and results stay in that program).
 */
function FileImport(props: { id: string; kind: (typeof FILE_FORMATS)[number]; done: (receipt: ImportReceipt) => void }) {
  const { api } = useSession();
  const { format, title, label, hint, accept } = props.kind;
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ImportReceipt | null>(null);
  // the file's bytes as they are, not text decoded here: the platform reads the encoding the file declares (an XML
  // declaration) or its byte order mark, where the browser would turn every byte that is not UTF-8 into U+FFFD
  const send = useAction((key: string, dryRun: boolean, content: Blob) => api.importFile(props.id, format, content, dryRun, key));

  async function read(chosen: File | undefined) {
    if (!chosen) return;
    setFile(chosen);
    send.clear();
    setChecked((await send.go(true, chosen)) ?? null);
  }

  return (
    <section aria-labelledby={`${format}-title`}>
      <h2 id={`${format}-title`}>{t(title)}</h2>
      <Field id={`${format}-file`} label={t(label)} hint={t(hint)}>
        <input {...described(`${format}-file`, undefined, 'x')} type="file" accept={accept}
          onChange={(e) => read(e.currentTarget.files?.[0])} />
      </Field>
      {send.problem && <Refusals problem={send.problem} />}
      {file && checked && !send.problem && <Notice kind="ok">{t('import.opengothaChecked', { count: checked.players, file: file.name })}</Notice>}
      {file && checked && !send.problem && checked.warnings.length > 0 && (
        <Notice kind="info">
          {t('import.warnings', { count: checked.warnings.length })}
          <ul class="import-warnings">{checked.warnings.map((warning) => <li key={warning}>{warning}</li>)}</ul>
        </Notice>
      )}
      {file && (
        <button type="button" class="primary" disabled={send.busy || !checked}
          onClick={async () => { const r = await send.go(false, file); if (r) props.done(r); }}>
          {t('import.importCount', { count: checked?.players ?? 0 })}
        </button>
      )}
      {send.offline && <Notice kind="error">{t('connection.retry')}</Notice>}
    </section>
  );
}

export function ImportPlayers(props: { event: TournamentView; reload: () => void }) {
  const [done, setDone] = useState<ImportReceipt | null>(null);
  const finish = (receipt: ImportReceipt) => {
    setDone(receipt);
    props.reload();
  };
  return (
    <>
      {done && <Notice kind="ok">{t('import.done', { count: done.playerIds.length })}</Notice>}
      <p class="lead">{t('import.allOrNone')}</p>
      {FILE_FORMATS.map((kind) => <FileImport key={kind.format} id={props.event.id} kind={kind} done={finish} />)}
      <CsvImport id={props.event.id} done={finish} />
    </>
  );
}
