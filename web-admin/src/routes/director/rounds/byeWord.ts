// Why a player sits out a round, in the reader's words: RoundBye.kind (tournament-api RoundBye: a pairing bye, absent,
// withdrawn, or left out by the system's own rule). The bye's reason is the director's or the pairing's own text.
import { wordFor, type MessageKey } from '../../../i18n/i18n';

const KINDS: Record<string, MessageKey> = {
  'pairing-bye': 'director.pairing.byeKind.pairingBye', absent: 'checkIn.absent',
  withdrawn: 'players.withdrawnShort', 'not-paired': 'director.pairing.byeKind.notPaired',
};

/** A bye's kind in the reader's language; a kind the console has no words for, as the platform wrote it. */
export function byeKindName(kind: string): string {
  return wordFor(KINDS, kind);
}
