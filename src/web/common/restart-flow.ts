import { local, sessionScoped } from '../state/storage.ts';

/** Spec §2: a confirmed restart sets the force-restart marker and resets the stored flow id and history. */
export function restartFlow(flowId: string): void {
  sessionScoped.set('forceRestart', flowId);
  local.set('flow', flowId);
  local.set('history', '');
}
