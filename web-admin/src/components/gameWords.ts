// A game's facts in the reader's language: statuses, colours, the competition codes' infractions and penalties, and
// the events a write records (or a preview would), as lines a referee reads before pressing "record". Articles and
// the engine's own sentences stay as the platform wrote them: they cite the seeds.
import type { Attempt, Colour, Game, RecordedEvent, RulingLine } from '../api/gameTypes';
import { currentLocale, t, type MessageKey } from '../i18n/i18n';

const STATUS: Record<string, MessageKey> = {
  playing: 'referee.game.status.playing', counting: 'referee.game.status.counting', 'result-proposed': 'referee.game.status.resultProposed',
  final: 'referee.game.status.final', 'not-started': 'referee.game.status.notStarted',
};

export function statusText(status: string): string {
  return STATUS[status] ? t(STATUS[status]) : status;
}

export function colourName(colour: string | null | undefined): string {
  const c = colour?.toLowerCase();
  return c === 'black' ? t('referee.board.black') : c === 'white' ? t('referee.board.white') : '';
}

const INFRACTIONS: Record<string, MessageKey> = {
  'ko-retaken': 'referee.game.infraction.koRetaken',
  'forbidden-intersection': 'referee.game.infraction.forbiddenIntersection',
  occupied: 'referee.game.infraction.occupied',
  'two-moves-in-a-row': 'referee.game.infraction.twoMovesInARow',
  'take-back': 'referee.game.infraction.takeBack',
  'clock-pressed-with-move': 'referee.game.infraction.clockPressedWithMove',
  'clock-pressed-before-move': 'referee.game.infraction.clockPressedBeforeMove',
  'clock-pressed-before-removing-captures': 'referee.game.infraction.clockPressedBeforeRemovingCaptures',
  'captured-stones-not-removed': 'referee.game.infraction.capturedStonesNotRemoved',
  'live-stones-removed': 'referee.game.infraction.liveStonesRemoved',
  'mistaken-removal': 'referee.game.infraction.mistakenRemoval',
  'phone-rang': 'referee.game.infraction.phoneRang',
  'phone-screen-looked-at': 'referee.game.infraction.phoneScreenLookedAt',
  smoking: 'referee.game.infraction.smoking',
  'distracting-opponent': 'referee.game.infraction.distractingOpponent',
  'discussing-game': 'referee.game.infraction.discussingGame',
  'moved-stones': 'referee.game.infraction.movedStones',
  'moved-stones-intentionally': 'referee.game.infraction.movedStonesIntentionally',
  'board-disturbed': 'referee.game.infraction.boardDisturbed',
  'board-disturbed-by-player': 'referee.game.infraction.boardDisturbedByPlayer',
  'rotation-error': 'referee.game.infraction.rotationError',
  'illegal-information-exchange': 'referee.game.infraction.illegalInformationExchange',
  abandonment: 'referee.game.infraction.abandonment',
  defiance: 'referee.game.infraction.defiance',
  misconduct: 'referee.game.infraction.misconduct',
  'wrong-colours': 'referee.game.infraction.wrongColours',
};

const MOVE_KINDS: Record<string, MessageKey> = {
  pass: 'referee.game.pass', 'pass-counted': 'referee.game.moveKind.passCounted',
  'expiry-pass': 'referee.game.moveKind.expiryPass', 'turn-lost': 'referee.game.moveKind.turnLost',
};

/**
 * A record line that is no stone in words (game-api GameRecord.Entry's kind: a pass, a pass counted by a ruling, a
 * loss on time judged a pass, a lost turn); a kind the console has no words for as the platform wrote it.
 */
export function moveKindName(kind: string): string {
  return MOVE_KINDS[kind] ? t(MOVE_KINDS[kind]) : kind;
}

/** Whether `kind` (kebab case, "phone-rang") is an infraction the console has words for. */
export function isInfraction(kind: string): boolean {
  return kind in INFRACTIONS;
}

export function infractionName(kind: string): string {
  return INFRACTIONS[kind] ? t(INFRACTIONS[kind]) : kind.replace(/-/g, ' ');
}

const PENALTIES: Record<string, MessageKey> = {
  'no-penalty': 'referee.game.penalty.none', warning: 'referee.game.penalty.warning', 'warning-then-loss': 'referee.game.penalty.warningThenLoss',
  loss: 'referee.game.penalty.loss', 'referee-chooses': 'referee.game.penalty.refereeChooses', 'not-prescribed': 'referee.game.penalty.notPrescribed',
};

export function penaltyName(penalty: string): string {
  return PENALTIES[penalty] ? t(PENALTIES[penalty]) : penalty;
}

const CHOICES: Record<string, MessageKey> = {
  warning: 'referee.game.choice.warning', loss: 'referee.game.choice.loss', restore: 'referee.game.choice.restore',
  'declare-valid': 'referee.game.choice.declareValid', recreate: 'referee.game.choice.recreate', draw: 'referee.game.choice.draw',
  replay: 'referee.game.choice.replay', 'both-lose': 'referee.game.choice.bothLose',
};

export function choiceName(choice: string): string {
  return CHOICES[choice] ? t(CHOICES[choice]) : choice;
}

/** One line a referee's decision rules, in words. */
export function rulingText(line: RulingLine): string {
  const who = colourName(line.player);
  switch (line.kind) {
    case 'warning': return t('referee.game.line.warning', { colour: who, count: line.points, article: line.article });
    case 'turn-lost': return t('referee.game.line.turnLost', { colour: who, article: line.article });
    case 'penalty-points': return t('referee.game.line.penaltyPoints', { colour: who, points: line.points, article: line.article });
    case 'result': return t('referee.game.line.result', { description: line.description, article: line.article });
    default: return t('referee.game.line.other', { description: line.description, article: line.article });
  }
}

/** What an event recorded (or would record), in words; null for events that only repeat another's news. */
export function eventText(recorded: RecordedEvent): string | null {
  const e = recorded.event;
  const colour = colourName(e.color ?? e.loser ?? e.player);
  switch (recorded.type) {
    case 'MovePlayed':
      return e.captured?.length ? t('referee.game.event.playedCapturing', { colour, point: e.point, captured: e.captured.join(', ') })
        : t('referee.game.event.played', { colour, point: e.point });
    case 'PassPlayed': return t('referee.game.event.passed', { colour });
    case 'IllegalMoveRejected':
      return t('referee.game.event.refused', { colour, point: e.point === 'pass' ? t('referee.game.pass') : e.point,
        infraction: infractionName(e.infraction), article: e.article });
    case 'WarningIssued': return t('referee.game.line.warning', { colour, count: e.count, article: e.article });
    case 'TurnLost': return t('referee.game.line.turnLost', { colour, article: e.article });
    case 'PenaltyImposed': return t('referee.game.line.penaltyPoints', { colour, points: e.points, article: e.article });
    case 'PassCounted': return t('referee.game.event.passCounted', { colour, article: e.article });
    case 'GameForfeited': return t('referee.game.event.forfeited', { colour, article: e.article });
    case 'ResultProposed': return t('referee.game.event.resultProposed', { result: e.result });
    case 'TimeExpired': return t('referee.game.event.timeExpired', { colour });
    case 'RefereeDecided': return e.awaitsChiefReferee ? t('referee.game.event.awaitsChief') : null;
    default: return null;
  }
}

/**
 * An illegal attempt the code ruled on, with both articles and what the ruling cost ("warning 1 to White, White loses
 * the turn"): the cost is what a protest against it contests.
 */
export function attemptText(a: Attempt): string {
  const refused = t('referee.history.refused', { colour: colourName(a.color), point: a.point,
    infraction: infractionName(a.infraction), article: a.article, sanction: a.sanctionArticle });
  const costs = (a.consequences ?? []).map(eventText).filter((text): text is string => text !== null);
  return costs.length === 0 ? refused
    : t('referee.history.ruled', { refused, consequences: new Intl.ListFormat(currentLocale(), { type: 'unit' }).format(costs) });
}

/** The events that make a write a ruling the referee reads before recording: anything but a plain move or pass. */
const RULINGS = new Set(['IllegalMoveRejected', 'WarningIssued', 'TurnLost', 'PenaltyImposed', 'PassCounted',
  'GameForfeited', 'ResultProposed']);

/** Whether recording this is a ruling (an illegal attempt, a sanction, the game ended) rather than a plain move. */
export function isRuling(events: RecordedEvent[]): boolean {
  return events.some((e) => RULINGS.has(e.type));
}

/** Whether recording this would end the game (a loss, a forfeit, a result proposed). */
export function endsGame(events: RecordedEvent[]): boolean {
  return events.some((e) => e.type === 'ResultProposed' || e.type === 'GameForfeited');
}

export function opponent(colour: Colour): Colour {
  return colour === 'black' ? 'white' : 'black';
}

/** Whether the player holding {@code colour} has confirmed the proposed result (the platform records their id). */
export function playerConfirmed(game: Game, colour: Colour): boolean {
  const id = colour === 'black' ? game.black : game.white;
  return !!game.result?.confirmations.some((c) => c.role === 'player' && (c.confirmer === id || c.confirmer.toLowerCase() === colour));
}
