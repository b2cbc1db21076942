import type { ComfortWording, EnergyLabel } from './types.ts';

/** Spec §9: 1 step 'Een stukje beter', 2 'Merkbare verbetering', 3+ 'Grote verbetering', A+ 'Kan haast niet beter', else 'Geen verandering'. */
export function comfortWording(labelStepsImproved: number, labelAfter: EnergyLabel): ComfortWording {
  if (labelAfter === 'A+') return 'Kan haast niet beter';
  if (labelStepsImproved >= 3) return 'Grote verbetering';
  if (labelStepsImproved === 2) return 'Merkbare verbetering';
  if (labelStepsImproved === 1) return 'Een stukje beter';
  return 'Geen verandering';
}
