import type { DocketStatus } from '../api/arbitration';
import type { MessageKey } from '../i18n/i18n';

/** Each docket status in the reader's words, for every screen that lists protests and appeals. */
export const DOCKET_STATUS: Record<DocketStatus, MessageKey> = {
  'protest-filed': 'committee.status.protestFiled',
  'protest-decided': 'committee.status.protestDecided',
  'protest-closed': 'committee.status.protestClosed',
  'appeal-filed': 'committee.status.appealFiled',
  'appeal-invalid': 'committee.status.appealInvalid',
  'appeal-ruled': 'committee.status.appealRuled',
};
