import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type {
  ChoiceMix,
  ChoiceRoute,
  ChoiceScenario,
  NeighbourhoodChoice,
} from '../../contract/neighbourhood-choice.ts';
import { CHOICE_ROUTES } from '../../contract/neighbourhood-choice.ts';
import type { NoRegretMeasureId } from '../../vocabulary/no-regret.ts';
import {
  campaignFigures,
  gridFigures,
  heatGridViability,
  homesAreaHa,
  mixOfScenarios,
  neighbourhoodScenarios,
  SCENARIO_REFERENCES,
  type NeighbourhoodScenario,
  type NeighbourhoodScenarios,
  type ScenarioHome,
} from '../../engine/index.ts';
import { queryRows, type Db } from '../db/client.ts';
import { neighbourhoodChoices, realEstateObjects, startanalyseOutcomes } from '../db/schema.ts';
import { adviceInputOf, loadAdviceInputs, type AdviceInputRow } from '../advice/input.ts';
import type { AdviceSettingsResolver } from '../advice/settings.ts';
import { canonicalJson } from '../advice/canonical-json.ts';
import { fieldSources, profileOf } from '../households/house-profile.ts';
import { MIN_HOUSEHOLDS } from '../advice/neighbourhood-comparison.ts';
import { startanalyseView } from '../campaign-files/startanalyse-import.ts';
import { cell } from './small-cells.ts';
import { publishedOverview } from './publication.ts';
import { PublishedInSteps } from './publish-in-steps.ts';

type Deps = { db: Db; adviceSettings: AdviceSettingsResolver };

/** The household that answered for each home: its first (lowest id) participator, as the overview counts it. */
async function householdOfHome(db: Db, measurementId: number): Promise<Map<number, number>> {
  const rows = await queryRows<{ home: number; household: number }>(
    db,
    sql`select pr.real_estate_id as home, min(pr.participator_id)::int as household
        from participator_real_estates pr join participators pa on pa.id = pr.participator_id
        where pa.measurement_id = ${measurementId} group by pr.real_estate_id`,
  );
  return new Map(rows.map((r) => [Number(r.home), Number(r.household)]));
}

/** A home on its register data and defaults, with the register's build year where a resident corrected it. */
function registerHome(row: AdviceInputRow) {
  const home = { ...row.home, buildYear: row.home.registeredBuildYear ?? row.home.buildYear };
  const profile = profileOf(home, null);
  return { profile, provenance: fieldSources({}, profile) };
}

/** Every home of the campaign as the engine's scenarios take it, and a short hash per household of its answers. */
export function scenarioHomes(
  resolver: AdviceSettingsResolver,
  rows: readonly AdviceInputRow[],
  households: Map<number, number>,
  now: Date,
): { homes: ScenarioHome[]; states: Record<string, string> } {
  const answers = new Map<number, string[]>();
  const homes = rows.map((row): ScenarioHome => {
    const register = registerHome(row);
    const household = households.get(row.home.id);
    const answered = household !== undefined && row.answered !== null && Object.keys(row.answered).length > 0;
    if (!answered) return { register: register.profile, registerProvenance: register.provenance, answered: null };
    const { profile } = adviceInputOf(resolver, row, now);
    answers.set(household, [...(answers.get(household) ?? []), `${row.home.id}:${canonicalJson(profile)}`]);
    return {
      register: register.profile,
      registerProvenance: register.provenance,
      answered: { profile, provenance: fieldSources(row.fields ?? {}, profile), household },
    };
  });
  // Enough to see that a household's answers changed, nothing to read them back by.
  const states = Object.fromEntries(
    [...answers].map(([household, list]) => [
      String(household),
      createHash('sha256').update(list.sort().join('\n')).digest('base64url').slice(0, 16),
    ]),
  );
  return { homes, states };
}

/** The campaign's homes as the scenarios take them, with the households' answer hashes and the settings. */
async function loadScenarioHomes(deps: Deps, measurementId: number, now: Date) {
  const [rows, households] = await Promise.all([
    loadAdviceInputs(deps.db, eq(realEstateObjects.measurementId, measurementId)),
    householdOfHome(deps.db, measurementId),
  ]);
  const settings = deps.adviceSettings.resolve(rows[0]?.overrides ?? null, now.getFullYear(), measurementId).settings;
  return { ...scenarioHomes(deps.adviceSettings, rows, households, now), settings };
}

/** The campaign's scenarios from its homes now, unpublished (the bench and the publication call it). */
export async function computeScenarios(deps: Deps, measurementId: number, now: Date): Promise<NeighbourhoodScenarios> {
  const { homes, settings } = await loadScenarioHomes(deps, measurementId, now);
  return neighbourhoodScenarios(campaignFigures(homes, settings, MIN_HOUSEHOLDS));
}

/** The scenarios, published in steps like the overview (docs/decisions/0108). */
const choices = new PublishedInSteps<NeighbourhoodScenarios, 'scenarios'>(neighbourhoodChoices, 'scenarios');

/**
 * The scenarios a member reads (docs/decisions/0108). Sums over ten or more households' answers are exact, so
 * re-reading them after one household answered would show what it answered: like the overview (record 0093) they
 * are published, and computed again only once at least ten households changed their answers.
 */
export async function publishedScenarios(
  deps: Deps,
  measurementId: number,
  now: Date,
): Promise<{ scenarios: NeighbourhoodScenarios; publishedAt: Date }> {
  const { homes, states, settings } = await loadScenarioHomes(deps, measurementId, now);
  const { content, publishedAt } = await choices.read(deps.db, measurementId, now, states, () =>
    neighbourhoodScenarios(campaignFigures(homes, settings, MIN_HOUSEHOLDS)),
  );
  return { scenarios: content, publishedAt };
}

/** A deleted household leaves no hash behind (the published figures are sums over ten or more households). */
export async function forgetChoiceHousehold(db: Db, measurementId: number, participatorId: number): Promise<void> {
  await choices.forgetHousehold(db, measurementId, participatorId);
}

const roundedCell = (homes: number) => cell(Math.round(homes));

/** A no-regret measure as a publication before record 0153 stored it: its component and the engine's Dutch name. */
type StoredNoRegret = Pick<NeighbourhoodScenarios['noRegret'][number], 'component'> & {
  measure?: NoRegretMeasureId;
  label?: string;
};

const MEASURE_OF_COMPONENT: Readonly<
  Record<NeighbourhoodScenarios['noRegret'][number]['component'], NoRegretMeasureId>
> = {
  roof: 'roofInsulation',
  floor: 'floorInsulation',
  facade: 'facadeInsulation',
  glass1: 'livingRoomGlass',
  glass2: 'bedroomGlass',
  infiltration: 'draughtProofing',
  ventilationType: 'ventilation',
  showerHeatRecovery: 'showerHeatRecovery',
};

/**
 * The measure's id. A publication stays until ten households change their answers, not until the engine changes
 * (record 0108), so one stored before the engine named measures by id (record 0153) carries only the component and
 * the Dutch name: the component tells the measure, but for a facade, whose name told a cavity wall filled apart.
 */
export function storedMeasure(m: StoredNoRegret): NoRegretMeasureId {
  if (m.measure) return m.measure;
  if (m.component === 'facade' && m.label === 'Spouwmuur isoleren') return 'cavityWallInsulation';
  return MEASURE_OF_COMPONENT[m.component];
}

function scenarioView(s: NeighbourhoodScenario): ChoiceScenario {
  const part = (p: NeighbourhoodScenario['total']) => ({
    homes: Math.round(p.homes),
    investmentEur: p.investmentEur,
    subsidyEur: p.subsidyEur,
    householdCostEur: p.householdCostEur,
    nationalCostEur: p.nationalCostEur,
    co2Kg: p.co2Kg,
    currentCo2Kg: p.currentCo2Kg,
  });
  return {
    answered: part(s.answered),
    registerOnly: part(s.registerOnly),
    total: {
      ...part(s.total),
      homesWithoutSolution: roundedCell(s.total.homesWithoutSolution),
      homesNeedingBuildingChange: roundedCell(s.total.homesNeedingBuildingChange),
      homesNeedingLowerFlowTemperature: roundedCell(s.total.homesNeedingLowerFlowTemperature),
    },
    // From the published sums with today's grid figures: the reference figures are the engine's, not the
    // households', so a better figure needs no new publication (and older stored grid fields are never read).
    grid: gridFigures(s.total),
    heatGridPercent: Math.round(s.heatGridShare * 100),
  };
}

/** The Startanalyse row of the campaign as the view shows it, or null when the organiser entered none. */
async function startanalyseOf(db: Db, measurementId: number): Promise<NeighbourhoodChoice['startanalyse']> {
  const [row] = await db
    .select()
    .from(startanalyseOutcomes)
    .where(eq(startanalyseOutcomes.measurementId, measurementId));
  return row ? startanalyseView(row) : null;
}

/** The campaign's area: the buurt's land area from the Startanalyse import, else the area its homes cover. */
async function campaignArea(db: Db, measurementId: number, startanalyseHa: number | null) {
  if (startanalyseHa !== null) return { hectares: startanalyseHa, from: 'startanalyse' as const };
  const points = await db
    .select({ latitude: realEstateObjects.latitude, longitude: realEstateObjects.longitude })
    .from(realEstateObjects)
    .where(eq(realEstateObjects.measurementId, measurementId));
  const located = points.flatMap((p) =>
    p.latitude === null || p.longitude === null ? [] : [{ latitude: p.latitude, longitude: p.longitude }],
  );
  return { hectares: homesAreaHa(located), from: 'homes' as const };
}

/**
 * The route most households are very enthusiastic about, when the cells tell it: only exact counts of ten or more
 * compare, and a '≥ 10' or a tie leaves it open.
 */
function mostEnthusiastic(preferences: { route: ChoiceRoute; enthusiastic: string | null }[]): ChoiceRoute | null {
  if (preferences.some((p) => p.enthusiastic?.startsWith('≥'))) return null;
  const counted = preferences
    .map((p) => ({ route: p.route, count: /^\d+$/.test(p.enthusiastic ?? '') ? Number(p.enthusiastic) : 0 }))
    .sort((a, b) => b.count - a.count);
  const [first, second] = counted;
  return first && first.count > 0 && first.count !== second?.count ? first.route : null;
}

export const EVEN_MIX: ChoiceMix = { fuel: 25, all_electric: 25, heat_grid: 25, other: 25 };

/** 'De buurtkeuze' for a member: the published scenarios, the mix asked for, preferences and the Startanalyse. */
export async function neighbourhoodChoice(
  deps: Deps,
  measurementId: number,
  mix: ChoiceMix,
  now: Date,
): Promise<NeighbourhoodChoice> {
  const [{ scenarios, publishedAt }, overview, startanalyse] = await Promise.all([
    publishedScenarios(deps, measurementId, now),
    publishedOverview(deps, measurementId, now),
    startanalyseOf(deps.db, measurementId),
  ]);
  const area = await campaignArea(deps.db, measurementId, startanalyse?.areaHa ?? null);
  const shares = Object.fromEntries(CHOICE_ROUTES.map((r) => [r, mix[r] / 100])) as ChoiceMix;
  const viability = heatGridViability(scenarios.heatDemandGJ, area.hectares);
  const high = (rows: { key: string; households: string }[]) => rows.find((r) => r.key === 'high')?.households;
  const preferences = overview.routes.map((r) => ({
    route: r.route,
    // A withheld split shows nothing, so neither does this.
    enthusiastic: r.enthusiasm.withheld ? null : (high(r.enthusiasm.rows) ?? null),
    favourite: r.favourite,
  }));
  const routes = CHOICE_ROUTES.map((route) => ({
    route,
    available: scenarios.routes[route].total.homesWithoutSolution < scenarios.homes,
    scenario: scenarioView(scenarios.routes[route]),
  }));
  return {
    campaignName: overview.campaignName,
    publishedAt: publishedAt.toISOString(),
    homes: scenarios.homes,
    answeringHouseholds: cell(scenarios.answeringHouseholds),
    answersUsed: scenarios.answersUsed,
    area,
    routes,
    mix: { percent: mix, scenario: scenarioView(mixOfScenarios(scenarios.routes, shares)) },
    heatGrid: {
      densityGJPerHa: viability.densityGJPerHa,
      requiredShare: viability.requiredShare,
      minDensityGJPerHa: SCENARIO_REFERENCES.heatGridMinDensity.value,
      minConnectionShare: SCENARIO_REFERENCES.heatGridMinConnectionShare.value,
    },
    preferences: {
      households: overview.participation.households,
      routes: preferences,
    },
    noRegret: scenarios.noRegret.map((m) => ({
      component: m.component,
      measure: storedMeasure(m),
      homes: cell(m.homes),
    })),
    startanalyse,
    comparison: {
      residentsRoute: mostEnthusiastic(preferences),
      startanalyseRoute: startanalyse?.strategies[0]?.route ?? null,
      ourCheapestRoute:
        routes
          .filter((r) => r.available)
          .sort((a, b) => a.scenario.total.nationalCostEur.central - b.scenario.total.nationalCostEur.central)[0]
          ?.route ?? null,
    },
    sources: Object.entries(SCENARIO_REFERENCES).map(([id, row]) => ({
      id,
      value: row.value,
      unit: row.unit,
      source: row.source,
      estimate: row.note === 'estimate',
    })),
  };
}
