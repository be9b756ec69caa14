// Why an appeal is invalid (Incheon 2013 arbitration art. 1.2-1.3), in the reader's language: the platform sends the
// code (AppealRejectedAsInvalid.LATE, DEPOSIT_SHORT …) and its English sentence (arbitration Appeal.invalidity),
// which gives the minutes late and the amounts, facts it sends nowhere else. English readers keep that sentence; other
// languages read the code's sentence, as refusals are read (api/refusalText.ts), with the filing window the platform
// gives beside the appeal or its protest (appealWindowMinutes). The article is shown beside it.
import { codeSentence } from '../../api/refusalText';
import { currentLocale, currentMessages, format } from '../../i18n/i18n';

/**
 * The reason an appeal is invalid, as the reader reads it; `appealWindowMinutes` is the window the late appeal's
 * sentence names. Without it that sentence is the platform's English, which names it.
 */
export function invalidityText(invalidity: { reason?: string; detail?: string }, appealWindowMinutes: number | undefined): string {
  const english = invalidity.detail ?? '';
  const said = codeSentence(`committee.invalid.${invalidity.reason}`, english, currentLocale(), currentMessages());
  if (said === english) return said;
  if (appealWindowMinutes === undefined) return said.includes('{minutes}') ? english : said;
  return format(said, { minutes: appealWindowMinutes });
}
