import { EventFrame } from '../../../components/EventFrame';
import { useLoad, useSession } from '../../../components/hooks';
import type { Match } from '../../../router';
import { Now } from './Now';
import { Pairing } from './Pairing';
import { Print, PRINTS, type PrintKind } from './Print';
import { Results } from './Results';
import { Standings } from './Standings';

/** The addresses of the round screens; without a round number, the last round paired. */
export const ROUND_SCREENS = ['/events/:id/pairing', '/events/:id/pairing/:round', '/events/:id/results', '/events/:id/results/:round',
  '/events/:id/now', '/events/:id/now/:round', '/events/:id/standings', '/events/:id/standings/:round',
  '/events/:id/print/:kind/:round'] as const;

/** The round a screen opens on when its address names none: the last round paired (published, for results), else 1. */
export function currentRound(rounds: { round: number; status: string }[], publishedOnly: boolean): number {
  const wanted = rounds.filter((r) => !publishedOnly || r.status === 'published');
  return wanted.length ? Math.max(...wanted.map((r) => r.round)) : 1;
}

export function RoundScreen(props: { screen: Match }) {
  const { api } = useSession();
  const { id, round } = props.screen.params;
  const tab = props.screen.pattern.split('/')[3];
  const rounds = useLoad(() => (round === undefined ? api.rounds(id) : Promise.resolve([])), [id, round]);
  const frameTab = tab === 'print' ? (['standings', 'crosstable'].includes(props.screen.params.kind) ? 'standings' : 'pairing') : tab;
  if (round === undefined && rounds.value === null && !rounds.problem) return null;
  const n = round !== undefined ? Number(round) : currentRound(rounds.value ?? [], tab !== 'pairing');
  return (
    <EventFrame id={id} tab={frameTab}>
      {(event) => {
        switch (tab) {
          case 'pairing': return <Pairing event={event} round={n} />;
          case 'results': return <Results event={event} round={n} />;
          case 'now': return <Now event={event} round={n} />;
          case 'standings': return <Standings event={event} afterRound={round === undefined ? undefined : n} />;
          default: {
            const kind = props.screen.params.kind as PrintKind;
            return PRINTS.includes(kind) ? <Print event={event} kind={kind} round={n} /> : null;
          }
        }
      }}
    </EventFrame>
  );
}
