import { createContext, useContext, useMemo } from 'react';

/** Spec §9 timings, in milliseconds; the single place the runner reads them from. */
export const SPEC_TIMINGS = {
  typingPerCharacter: 10.55,
  pauseBetweenMessages: 2200,
  backLock: 750,
  videoAutoAdvance: 1165,
} as const;
export type FlowTimings = { readonly [K in keyof typeof SPEC_TIMINGS]: number };

/** Every timing multiplied by one factor: tests play the real sequence faster, never without it. */
export function scaledTimings(scale: number): FlowTimings {
  const factor = Number.isFinite(scale) && scale > 0 ? scale : 1;
  return {
    typingPerCharacter: SPEC_TIMINGS.typingPerCharacter * factor,
    pauseBetweenMessages: SPEC_TIMINGS.pauseBetweenMessages * factor,
    backLock: SPEC_TIMINGS.backLock * factor,
    videoAutoAdvance: SPEC_TIMINGS.videoAutoAdvance * factor,
  };
}

declare global {
  interface Window {
    /** Set by the browser tests before the app starts (page.addInitScript) to play flows faster. */
    buurtwarmteTimeScale?: number;
  }
}

export const FlowTimingsContext = createContext<FlowTimings | null>(null);

/** The timings of this runner: a test's provider, else the spec's, scaled by the browser tests' factor. */
export function useFlowTimings(): FlowTimings {
  const provided = useContext(FlowTimingsContext);
  const scale = typeof window === 'undefined' ? 1 : (window.buurtwarmteTimeScale ?? 1);
  // One object per scale: the runner's playback effect restarts whenever its timings change identity.
  const fromSpec = useMemo(() => scaledTimings(scale), [scale]);
  return provided ?? fromSpec;
}

/** How long the typing indicator shows before a message of this length appears. */
export const typingDelay = (timings: FlowTimings, text: string): number => text.length * timings.typingPerCharacter;
