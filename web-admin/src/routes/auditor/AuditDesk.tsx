import type { TournamentView } from '../../api/types';
import { t } from '../../i18n/i18n';
import { Timeline } from './Timeline';
import { Verification } from './Verification';

/** The auditor's screen for one tournament: the timeline, the export and its signed head, the verifier. */
export function AuditDesk(props: { event: TournamentView }) {
  return (
    <>
      <h2>{t('auditor.title')}</h2>
      <p class="lead">{t('auditor.lead')}</p>
      <Verification event={props.event} />
      <Timeline event={props.event} />
    </>
  );
}
