import type { AppealView } from '../../api/arbitration';
import { tournamentsApi } from '../../api/tournaments';
import type { TournamentView } from '../../api/types';
import { Notice } from '../../components/Notice';
import { useLoad, useSession } from '../../components/hooks';
import { t } from '../../i18n/i18n';
import { RulingForm } from './RulingForm';
import { holds } from './portal';

/**
 * A tied vote referred to the Technical Delegate (Incheon 2013 arbitration art. 3.6). The platform says when the vote is tied
 * (every member present voted, no decision has the majority), since the delegate reads no votes before the ruling
 * (art. 2.5). The members see that the decision is not theirs; the event's appointed Technical Delegate (or, where
 * none is appointed, whoever holds the role) records the decision with the reasons; another delegate is told whose
 * decision it is. While the committee still deliberates, the delegate is told the decision may come to him.
 */
export function TieReferral(props: { event: TournamentView; appeal: AppealView; onRecorded: () => void }) {
  const { client, caller } = useSession();
  const officials = useLoad(() => tournamentsApi(client).officials(props.event.id), [props.event.id]);
  const a = props.appeal;
  const appointed = officials.value?.find((o) => o.role === 'technical-delegate');
  const delegateName = appointed?.name ?? t('committee.tie.theDelegate');
  const isDelegate = holds(caller, props.event.id, 'technical-delegate');
  const isMember = holds(caller, props.event.id, 'arbitrator');
  // the platform decides (not-the-technical-delegate); this only chooses whom to offer the form
  const decides = isDelegate && officials.value !== null && (!appointed || appointed.personId.toLowerCase() === caller.user.toLowerCase());
  if (a.status !== 'pending' || !a.committeeConvenedAt) return null;

  if (!a.referredToTechnicalDelegate) {
    return isDelegate && !isMember ? <Notice kind="info">{t('committee.tie.deliberating')}</Notice> : null;
  }
  return (
    <section class="panel tie" aria-labelledby="tie-title">
      <h3 id="tie-title">{t('committee.tie.title')}</h3>
      <p>{t('committee.tie.explained', { delegate: delegateName })} · <span class="article">Incheon 2013 arbitration art. 3.6</span></p>
      {isMember && !decides && <p class="hint">{t('committee.tie.members')}</p>}
      {isDelegate && !decides && officials.value && <Notice kind="error">{t('committee.tie.notYours', { delegate: delegateName })}</Notice>}
      {decides && (
        <RulingForm appealId={a.id} title={t('committee.tie.formTitle')} delegate={appointed?.name ?? caller.user}
          onRecorded={props.onRecorded} />
      )}
    </section>
  );
}
