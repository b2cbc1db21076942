import type { HouseProfile } from './types.ts';

export const ENGINE_QUESTION_CODES: readonly string[] = [];

export function profileFromAnswers(
  base: HouseProfile,
  answers: readonly { questionCode: string; value: string }[],
): { profile: HouseProfile; usedCodes: string[]; ignoredCodes: string[] } {
  void answers;
  return { profile: base, usedCodes: [], ignoredCodes: [] };
}
