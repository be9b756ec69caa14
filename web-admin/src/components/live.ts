import { useEffect, useMemo, useRef } from 'preact/hooks';
import { gamesApi } from '../api/games';
import { pathOf } from '../api/endpoints';
import { useLoad, useSession } from './hooks';

/** The game calls, on the signed-in session's client. */
export function useGamesApi() {
  const { client } = useSession();
  return useMemo(() => gamesApi(client), [client]);
}

/**
 * A game read and read again whenever its live stream (GET /api/v1/games/{id}/stream, server-sent events) tells of a
 * move, a pass, a ruling, a clock event or a result: both players' phones and the referee's desk show the same game.
 * Nothing polls; a dropped stream reconnects by itself (EventSource) and the game is read again.
 */
export function useLiveGame(id: string) {
  const games = useGamesApi();
  const game = useLoad(() => games.game(id), [id]);
  const reload = useRef(game.reload);
  reload.current = game.reload;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(pathOf('gameStream', { id }));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => reload.current(), 150);
    };
    for (const name of ['move', 'pass', 'result', 'clock', 'game']) source.addEventListener(name, changed);
    source.addEventListener('error', changed);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [id]);
  return game;
}
