import { createContext, useContext } from 'react';
import type { Printable } from '../../common/printables.ts';

/** One answer as a step saves it (spec §3 Answer record: code, value, printable key and value). */
export interface AnswerInput {
  code: string;
  value: string;
  printableKey?: Printable;
  printableValue?: Printable;
}

/**
 * What a step may do to the conversation. Each runner hands its own actions to its steps, so a flow in the result
 * panel and the flow on the page can never move each other (the spec's in-panel flag, without a global event).
 */
export interface FlowActions {
  flowId: string;
  /**
   * Records the answers in order, then moves to `goTo`. Rejects, without moving, when a save fails. The answers come
   * as a function that makes them: it runs once in Dutch for what is stored (Mijn data, the working group and the
   * plan read the Dutch words, record 0145) and once in the reader's language for the chat's echo.
   */
  save(answers: () => AnswerInput[], goTo: string | undefined): Promise<void>;
  goTo(step: string): void;
  /**
   * Spec §4 "Flow finishing", then the given path (default: the variant's page); `null` stays on the page, for a
   * step that shows its own confirmation once the flow is finished.
   */
  finish(then?: string | null): Promise<void>;
  navigate(path: string): void;
  /** Fetches advice, context and progress again after the server changed them. */
  refreshAdvice(): Promise<void>;
}

export const FlowActionsContext = createContext<FlowActions | null>(null);

export function useFlowActions(): FlowActions {
  const actions = useContext(FlowActionsContext);
  if (!actions) throw new Error('A flow step is rendered outside a flow runner');
  return actions;
}
