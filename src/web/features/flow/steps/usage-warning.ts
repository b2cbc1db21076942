/** Spec §5/§9: a usage under 0.5 or over 2 times the engine's expectation asks 'Weet je het zeker?'. */
export const WARNING_LOW = 0.5;
export const WARNING_HIGH = 2;

export function usageSurprise(entered: number, expected: number): 'lower' | 'higher' | null {
  if (!(expected > 0) || !Number.isFinite(entered)) return null;
  if (entered < WARNING_LOW * expected) return 'lower';
  if (entered > WARNING_HIGH * expected) return 'higher';
  return null;
}
