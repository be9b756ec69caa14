// Why an appeal is invalid (Incheon 2013 arbitration art. 1.2-1.3), in the reader's language: the platform sends the
// code (AppealRejectedAsInvalid.LATE, DEPOSIT_SHORT …) and its English sentence (arbitration Appeal.invalidity),
// which gives the minutes late and the amounts, facts it sends nowhere else. English readers keep that sentence; other
// languages read the code's sentence, as refusals are read (api/refusalText.ts). The article is shown beside it.
import { codeSentence } from '../../api/refusalText';
import { currentLocale, currentMessages } from '../../i18n/i18n';

/** The reason an appeal is invalid, as the reader reads it. */
export function invalidityText(invalidity: { reason?: string; detail?: string }): string {
  return codeSentence(`committee.invalid.${invalidity.reason}`, invalidity.detail ?? '', currentLocale(), currentMessages());
}
