import { t } from '@lingui/core/macro';
import { local, sessionScoped } from '../state/storage.ts';

/** Spec §2 restart confirmation of a finished questionnaire, on the dashboard and on the flow page alike. */
export const restartTexts = {
  get question() {
    return t`Je hebt deze vragen al ingevuld. Wil je de vragenlijst opnieuw starten?`;
  },
  get keeps() {
    return t`Je medaille en je advies blijven staan tot je de nieuwe ronde hebt afgemaakt.`;
  },
  get confirm() {
    return t`Ja, opnieuw starten`;
  },
  get cancel() {
    return t`Nee, terug`;
  },
  get title() {
    return t`Opnieuw beginnen?`;
  },
};

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
