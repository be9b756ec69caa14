import { t } from '../i18n/i18n';

/** The connection banner: shown while the platform cannot be reached; what was typed stays in the forms. */
export function ConnectionBanner(props: { online: boolean }) {
  if (props.online) return null;
  return (
    <div class="banner" role="alert">
      <strong>{t('connection.lost')}</strong> {t('connection.kept')}
    </div>
  );
}
