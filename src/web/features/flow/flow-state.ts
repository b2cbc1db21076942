import type { FlowScript } from '../../../contract/flow-script.ts';

/** Spec §4 "Flow progress": where a resident is in one flow and which steps they passed. */
export interface FlowPosition {
  history: string[];
  current: string;
}

/** What the browser and the server remember of the last flow played (spec §3 storage keys, flow history). */
export interface RememberedHistory {
  flowId: string | undefined;
  history: string[];
}

const firstStep = (flow: FlowScript): string => flow.steps[0]!.id;
const knownSteps = (flow: FlowScript, ids: string[]): string[] => {
  const known = new Set(flow.steps.map((s) => s.id));
  return ids.filter((id) => known.has(id));
};

/**
 * Spec §4: the same flow restores its history and, with more than one entry outside the panel, jumps to the last
 * one; another flow (or nothing remembered) starts at the first step with a fresh history.
 */
export function restorePosition(flow: FlowScript, remembered: RememberedHistory, inPanel: boolean): FlowPosition {
  if (remembered.flowId !== flow.id) return { history: [firstStep(flow)], current: firstStep(flow) };
  const history = knownSteps(flow, remembered.history);
  if (history.length > 1 && !inPanel) return { history, current: history.at(-1)! };
  return { history: history.length > 0 ? history : [firstStep(flow)], current: firstStep(flow) };
}

/** Spec §4: moving to a step records it when absent; an empty target starts the flow again. */
export function moveTo(flow: FlowScript, position: FlowPosition, target: string): FlowPosition {
  if (target === '') return { history: [firstStep(flow)], current: firstStep(flow) };
  if (!flow.steps.some((s) => s.id === target)) throw new Error(`Flow ${flow.id} has no step '${target}'`);
  return {
    history: position.history.includes(target) ? position.history : [...position.history, target],
    current: target,
  };
}

/**
 * Spec §4 "Back": fewer than two entries start again; otherwise the last entry goes, and with it every entry whose
 * id begins with 'check' (router steps that would send the resident forward again at once).
 */
export function stepBack(flow: FlowScript, position: FlowPosition): FlowPosition {
  if (position.history.length < 2) return { history: [firstStep(flow)], current: firstStep(flow) };
  const history = position.history.slice(0, -1).filter((id) => !id.startsWith('check'));
  if (history.length === 0) return { history: [firstStep(flow)], current: firstStep(flow) };
  return { history, current: history.at(-1)! };
}

/** Spec §4: back is refused while a step is still appearing or within the lock after the previous press. */
export function backAllowed(rendering: boolean, lastBackAt: number | null, now: number, lockMs: number): boolean {
  return !rendering && (lastBackAt === null || now - lastBackAt >= lockMs);
}

/**
 * The progress bar: the share of the flow's steps before the current one. It stays below the spec's 'done'
 * threshold (98 %): only finishing the flow records 100.
 */
export function percentageDone(flow: FlowScript, position: FlowPosition): number {
  const index = flow.steps.findIndex((s) => s.id === position.current);
  return Math.min(98, Math.round((Math.max(0, index) / flow.steps.length) * 100));
}

/** Spec §9: comma locally, pipe on the server. */
export const historyForStorage = (history: string[]): string => history.join(',');
export const historyFromStorage = (value: string | undefined): string[] => (value ? value.split(',') : []);
export const historyForServer = (history: string[]): string => history.join('|');

/** Spec §7: history is sent on each step change, except for the 'welcome' flow. */
export const sendsHistory = (flowId: string): boolean => flowId !== 'welcome';
