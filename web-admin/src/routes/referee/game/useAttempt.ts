import { useState } from 'preact/hooks';
import { ApiProblem, Offline } from '../../../api/problem';
import { t } from '../../../i18n/i18n';

/**
 * A call the desk makes and shows the answer of: busy while it runs, the platform's refusal when it refuses, the
 * connection's when it cannot be reached. A preview and the write it leads to share one: the write reuses the
 * Idempotency-Key fixed when the preview was shown.
 */
export function useAttempt() {
  const [busy, setBusy] = useState(false);
  /** The platform's refusal (shown by components/Refusal), or the desk's own sentence. */
  const [problem, setProblem] = useState<ApiProblem | string | null>(null);

  async function attempt<T>(run: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setProblem(null);
    try {
      return await run();
    } catch (failure) {
      if (failure instanceof ApiProblem) setProblem(failure);
      else if (failure instanceof Offline) setProblem(t('connection.retry'));
      else throw failure;
      return undefined;
    } finally {
      setBusy(false);
    }
  }

  return { attempt, busy, problem, setProblem };
}
