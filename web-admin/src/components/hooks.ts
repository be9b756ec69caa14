import { createContext, h } from 'preact';
import { useCallback, useContext, useEffect, useRef, useState } from 'preact/hooks';
import { type Client, newKey } from '../api/client';
import { ApiProblem, Offline } from '../api/problem';
import type { TournamentsApi } from '../api/tournaments';
import type { Caller } from '../api/types';
import { Refusal } from './Refusal';

export interface Session {
  api: TournamentsApi;
  /** The API client itself, for the screens that bring their own typed calls (referee, player, committee, auditor). */
  client: Client;
  caller: Caller;
  signOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside a signed-in screen');
  return session;
}

/**
 * A write the director starts: busy while it runs; the platform's problem kept for the field at fault; a lost
 * connection kept apart (the form keeps what was typed, and a retry of the same request reuses its
 * Idempotency-Key, so the platform applies it once).
 */
export function useAction<A extends unknown[], R>(run: (key: string, ...args: A) => Promise<R>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [offline, setOffline] = useState(false);
  const pending = useRef<{ key: string; args: string } | null>(null);

  const go = useCallback(async (...args: A): Promise<R | undefined> => {
    const fingerprint = JSON.stringify(args);
    if (!pending.current || pending.current.args !== fingerprint) pending.current = { key: newKey(), args: fingerprint };
    setBusy(true);
    setProblem(null);
    setOffline(false);
    try {
      const result = await run(pending.current.key, ...args);
      pending.current = null;
      return result;
    } catch (failure) {
      if (failure instanceof ApiProblem) {
        pending.current = null;
        setProblem(failure);
      } else if (failure instanceof Offline) {
        setOffline(true);
      } else {
        throw failure;
      }
      return undefined;
    } finally {
      setBusy(false);
    }
  }, [run]);

  return {
    go,
    busy,
    problem,
    offline,
    clear: () => setProblem(null),
    /** The platform's refusal, as the reader reads it (components/Refusal), when this field is the one at fault. */
    fieldError: (field: string) => (problem && problem.field === field ? h(Refusal, { of: problem }) : undefined),
  };
}

/**
 * A read: its value, its problem, and a reload. {@code loaded} turns true once the first answer (or failure) is in, so
 * that a screen tells "still reading" from "there is nothing" and does not draw what it must draw again a moment later.
 */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]) {
  const [value, setValue] = useState<T | null>(null);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [offline, setOffline] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (result) => live && (setValue(result), setProblem(null), setOffline(false), setLoaded(true)),
      (failure) => {
        if (!live) return;
        setLoaded(true);
        if (failure instanceof ApiProblem) setProblem(failure);
        else if (failure instanceof Offline) setOffline(true);
        else throw failure;
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, generation]);
  return { value, problem, offline, loaded, reload: () => setGeneration((g) => g + 1) };
}
