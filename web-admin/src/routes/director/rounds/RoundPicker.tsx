import { described, Field } from '../../../components/Field';
import { t } from '../../../i18n/i18n';
import { navigate } from '../../../router';

/** The round a screen shows, 1 to the event's last; choosing one goes to that round's address. */
export function RoundPicker(props: { id: string; screen: string; round: number; rounds: number }) {
  const fieldId = `${props.screen}-round`;
  return (
    <Field id={fieldId} label={t('director.round')}>
      <select {...described(fieldId)} value={String(props.round)}
        onChange={(e) => navigate(`/events/${props.id}/${props.screen}/${e.currentTarget.value}`)}>
        {Array.from({ length: Math.max(1, props.rounds) }, (_, i) => <option key={i} value={String(i + 1)}>{i + 1}</option>)}
      </select>
    </Field>
  );
}
