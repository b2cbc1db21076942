import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../state/api-error.ts';
import { flowTexts } from '../../common/flow-texts.ts';

/**
 * Spec §4: a submit is ignored while one is pending. A failure is kept as the message to show, so the step can say
 * what went wrong and offer a retry; what the resident typed stays in the form because the step stays on screen.
 */
export function useSubmitTask() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setFailed(null);
    try {
      await task();
    } catch (error) {
      console.error('A flow step could not be saved', error instanceof ApiError ? error.status : error);
      setFailed(failureMessage(error));
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending, failed };
}

/** Only a request that never got an answer is a connection problem; an answer says what to do instead. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === 'network') return flowTexts.saveFailed;
  // A conflict is something the resident can act on (an e-mail address in use): the server says what it is.
  if (error.status === 409) return error.message;
  if (error.status === 400) return flowTexts.saveRefused;
  return flowTexts.saveServerFailed;
}
