// A tournament official's office in the reader's words: the role the platform appoints to (tournament Officials:
// technical-delegate, chief-referee, referee, arbitrator, arbitration-liaison). An office the console has no words
// for is shown as the platform wrote it.
import { wordFor, type MessageKey } from '../../../i18n/i18n';

const OFFICES: Record<string, MessageKey> = {
  'technical-delegate': 'officials.office.technicalDelegate', 'chief-referee': 'referee.chiefReferee',
  referee: 'referee.referee', arbitrator: 'officials.office.arbitrator',
  'arbitration-liaison': 'officials.office.arbitrationLiaison',
};

export function officeName(role: string): string {
  return wordFor(OFFICES, role);
}
