// What the standings are placed by, in the reader's words, from the criteria the API sends (StandingsView.criteria);
// the platform's own line (StandingsView.placement, "Placed by MMS, SOS") is the same facts in English. The criteria
// keep their international abbreviations (MMS, SOS, SODOS), as the settings and the table's headings write them.
import { t } from '../../../i18n/i18n';

/** "Placed by MMS, SOS" in the reader's language; nothing when the standings could not be placed. */
export function placementText(criteria: readonly string[]): string {
  return criteria.length ? t('director.standings.placedBy', { criteria: criteria.join(', ') }) : '';
}
