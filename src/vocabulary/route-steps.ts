/**
 * The steps of a chosen route (issue #38.1), each spelled once: the engine derives a home's list from these codes
 * (src/engine/route-steps.ts), the contract's `z.enum(ROUTE_STEP_CODES)` checks them on the wire, the database
 * stores them in route_steps.step_code, and the working group's progress counts them. A closed list: a new step is
 * a new code here, never free text. In the order a route takes them; the engine leaves out what a home does not need.
 */
export const ROUTE_STEP_CODES = [
  // The building changes of the option, insulation before air-tightness before ventilation.
  'insulate_roof',
  'insulate_floor',
  'insulate_facade',
  'glass_living_room',
  'glass_bedrooms',
  'seal_gaps',
  'ventilation',
  // Then the installation.
  'ask_quotes',
  'choose_installer',
  'install',
  'isde_application',
  // What to check once it runs.
  'lower_flow_temperature',
  'balance_radiators',
] as const;
export type RouteStepCode = (typeof ROUTE_STEP_CODES)[number];

/** What the resident sets per step: 'Nog niet begonnen', 'Bezig', 'Klaar'. */
export const ROUTE_STEP_STATUSES = ['not_started', 'busy', 'done'] as const;
export type RouteStepStatus = (typeof ROUTE_STEP_STATUSES)[number];

/** The steps a resident may ask a reminder mail for (issue #38.4): a deadline, or a quote to follow up. */
export const REMINDER_STEP_CODES = ['ask_quotes', 'isde_application'] as const satisfies readonly RouteStepCode[];
export type ReminderStepCode = (typeof REMINDER_STEP_CODES)[number];
