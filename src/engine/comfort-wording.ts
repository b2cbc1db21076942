import type { ComfortWording, EnergyLabel } from './types.ts';

/**
 * Spec §9: 1 step 'Een stukje beter', 2 'Merkbare verbetering', 3+ 'Grote verbetering', A+ 'Kan haast niet beter',
 * else 'Geen verandering'. The steps are those of the insulation label; reaching A+ reads 'Kan haast niet beter' only
 * after a big change (3+ steps), so the words never promise more than the score beside them says (issue #35.8).
 */
export function comfortWording(labelStepsImproved: number, labelAfter: EnergyLabel): ComfortWording {
  if (labelAfter === 'A+' && labelStepsImproved >= 3) return 'Kan haast niet beter';
  if (labelStepsImproved >= 3) return 'Grote verbetering';
  if (labelStepsImproved === 2) return 'Merkbare verbetering';
  if (labelStepsImproved === 1) return 'Een stukje beter';
  return 'Geen verandering';
}
