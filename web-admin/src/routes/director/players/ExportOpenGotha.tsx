import { useAction, useSession } from '../../../components/hooks';
import { Notice } from '../../../components/Notice';
import type { TournamentView } from '../../../api/types';
import { t } from '../../../i18n/i18n';
import { Refusal } from '../../../components/Refusal';

/** The event as an OpenGotha file, downloaded by the browser. */
export function ExportOpenGotha(props: { event: TournamentView }) {
  const { api } = useSession();
  const download = useAction(async (_key: string) => {
    const xml = await api.exportOpenGotha(props.event.id);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
    link.download = `${props.event.name.replace(/[^\p{L}\p{N}._-]+/gu, '-')}.xml`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    return true;
  });
  return (
    <section aria-labelledby="export-title">
      <h2 id="export-title">{t('export.title')}</h2>
      <p>{t('export.lead')}</p>
      <button type="button" onClick={() => download.go()} disabled={download.busy}>{t('export.opengotha')}</button>
      {download.problem && (
        <Notice kind="error"><Refusal of={download.problem} /></Notice>
      )}
    </section>
  );
}
