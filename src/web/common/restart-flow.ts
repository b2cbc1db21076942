import { local, sessionScoped } from '../state/storage.ts';

/** Spec §2 restart confirmation of a finished questionnaire, on the dashboard and on the flow page alike. */
export const restartTexts = {
  question: 'Je hebt deze vragen al ingevuld. Wil je de vragenlijst opnieuw starten?',
  keeps: 'Je medaille en je advies blijven staan tot je de nieuwe ronde hebt afgemaakt.',
  confirm: 'Ja, opnieuw starten',
  cancel: 'Nee, terug',
  title: 'Opnieuw beginnen?',
} as const;

/** Spec §2: a confirmed restart sets the force-restart marker and resets the stored flow id and history. */
export function restartFlow(flowId: string): void {
  sessionScoped.set('forceRestart', flowId);
  local.set('flow', flowId);
  local.set('history', '');
}

/** True when the resident confirmed a restart of this flow and has not yet been let into it. */
export function restartConfirmed(flowId: string): boolean {
  return sessionScoped.get('forceRestart') === flowId;
}
