import { useCallback, useRef, useState } from 'react';

/**
 * Spec §4: a submit is ignored while one is pending. A failure is remembered so the step can say so and offer a
 * retry; what the resident typed stays in the form because the step stays on screen.
 */
export function useSubmitTask() {
  const running = useRef(false);
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setState('pending');
    try {
      await task();
      setState('idle');
    } catch (error) {
      console.error('A flow step could not be saved', error instanceof Error ? error.message : error);
      setState('failed');
    } finally {
      running.current = false;
    }
  }, []);
  return { run, pending: state === 'pending', failed: state === 'failed' };
}
