import type { NoRegretMeasureId, NoRegretTiming } from '../vocabulary/no-regret.ts';
import type { Language } from '../vocabulary/languages.ts';
import type { Localised } from './messages.ts';

/**
 * The no-regret measures' names and best moments (issue #40, docs/decisions/0153-no-regret-measures-as-ids.md): the
 * engine returns ids (src/vocabulary/no-regret.ts) and each text lives here once, in every shipped language, for the
 * web app's 'Dit kun je nu al doen' card and buurtkeuze page (read in the app's language) and for the server's heat
 * plan and buurtkeuze PDF (read in the household's or member's language). The English is the route steps' where
 * they name the same work, and keeps the Dutch word a resident meets in an installer's quote for the two that have
 * one ('spouwmuurisolatie', 'douche-wtw'). Listed in localised-tables.ts, so `npm run content:lint` checks them.
 */
export const noRegretMeasureNames = {
  roofInsulation: { nl: 'Dak isoleren', en: 'Insulate the roof' },
  floorInsulation: { nl: 'Vloer isoleren', en: 'Insulate the floor' },
  cavityWallInsulation: { nl: 'Spouwmuur isoleren', en: 'Fill the cavity wall (spouwmuurisolatie)' },
  facadeInsulation: { nl: 'Gevel isoleren', en: 'Insulate the outside walls' },
  livingRoomGlass: { nl: 'Beter glas in de woonkamer', en: 'Better glazing in the living room' },
  bedroomGlass: { nl: 'Beter glas in de slaapkamers', en: 'Better glazing in the bedrooms' },
  draughtProofing: { nl: 'Naden en kieren dichten', en: 'Seal gaps and cracks' },
  ventilation: { nl: 'Ventilatie verbeteren', en: 'Improve ventilation' },
  showerHeatRecovery: {
    nl: 'Warmte terugwinnen uit douchewater (douche-wtw)',
    en: 'Recover heat from shower water (douche-wtw)',
  },
} as const satisfies Readonly<Record<NoRegretMeasureId, Localised>>;

/** When a measure fits best. */
export const noRegretTimingTexts = {
  bathroomRenovation: {
    nl: 'Het beste bij een verbouwing van je badkamer.',
    en: 'Best done when you renovate your bathroom.',
  },
} as const satisfies Readonly<Record<NoRegretTiming, Localised>>;

/** A measure's name and best moment (null when any time will do) in a language. */
export const noRegretTextsIn = (
  measure: { measure: NoRegretMeasureId; timing: NoRegretTiming | null },
  language: Language,
): { label: string; when: string | null } => ({
  label: noRegretMeasureNames[measure.measure][language],
  when: measure.timing === null ? null : noRegretTimingTexts[measure.timing][language],
});
