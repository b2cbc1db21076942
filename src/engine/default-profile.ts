import type { HouseProfile, RealEstateFacts } from './types.ts';

export function defaultProfile(input: RealEstateFacts): HouseProfile {
  void input;
  throw new Error('defaultProfile: not implemented yet');
}
