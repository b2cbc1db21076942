import { sql } from 'drizzle-orm';
import {
  ENTHUSIASM_KEYS,
  FORMER_SOLUTION_KEY,
  INSULATED_PARTS,
  INSULATION_LEVELS,
  MEDAL_KEYS,
  UNKNOWN_KEY,
  type HouseholdSplit,
  type WorkingGroupOverview,
} from '../../contract/working-group.ts';
import {
  LABEL_ORDER,
  LEVEL_QUESTION_CODES,
  questionnaireFlows,
  ROUTES,
  solutionNames,
  type Route,
} from '../../engine/index.ts';
import { queryRows, type Db } from '../db/client.ts';
import { campaignSettings, type AdviceSettingsResolver } from './advice-settings.ts';
import { cell, protectedSplit } from './small-cells.ts';

export interface ReportSection {
  title: string;
  rows: [label: string, value: string][];
}

type Counts = Map<string, number>;
const countsOf = (rows: { key: string; n: number | string }[]): Counts =>
  rows.reduce((m, r) => m.set(r.key, (m.get(r.key) ?? 0) + Number(r.n)), new Map<string, number>());

/** A split over fixed keys: every key listed, zero included; what no key names counts under `rest`. */
function splitOver(total: number, keys: readonly string[], counts: Counts, rest?: string): HouseholdSplit {
  const parts = keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
  const listed = parts.reduce((s, p) => s + p.count, 0);
  return protectedSplit(total, rest === undefined ? parts : [...parts, { key: rest, count: total - listed }]);
}

/**
 * Signed-up homes per building component and level, for levels the residents gave in the questionnaire only: the
 * profile also holds the engine's typical levels for questions not answered, and those say nothing about the
 * neighbourhood's homes. Raw counts, for `campaignAggregates` to protect.
 */
export async function insulationCounts(
  db: Db,
  measurementId: number,
): Promise<{ part: string; key: string; n: number }[]> {
  return queryRows<{ part: string; key: string; n: number }>(
    db,
    sql`select q.part, hp.fields -> ('levels.' || q.part) ->> 'value' as key, count(distinct r.id)::int as n
        from real_estate_objects r
        join participator_real_estates pr on pr.real_estate_id = r.id
        join house_profiles hp on hp.real_estate_id = r.id
        cross join (values ${sql.join(
          INSULATED_PARTS.map((part) => sql`(${part}, ${LEVEL_QUESTION_CODES[part]})`),
          sql`, `,
        )}) as q(part, code)
        where r.measurement_id = ${measurementId} and hp.answered_codes -> q.code is not null
        group by 1, 2 order by 1, 2`,
  );
}

/**
 * The working group's aggregates of one campaign, for the CLI report and the working-group view alike. Every
 * number counts households (or homes, or requests): '< 10' under ten, and every split of a shown total is
 * protected against differencing (small-cells.ts). No row names a household, and no raw answer leaves:
 * insulation levels are counted per level, never per home.
 */
export async function campaignAggregates(
  deps: { db: Db; adviceSettings: AdviceSettingsResolver },
  measurementId: number,
  now: Date,
): Promise<WorkingGroupOverview> {
  const { db } = deps;
  const n = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);
  const [campaign] = await queryRows<{ name: string }>(
    db,
    sql`select name from measurements where id = ${measurementId}`,
  );
  const homes = n(
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from real_estate_objects where measurement_id = ${measurementId}`,
    ),
  );
  const signedUpHomes = n(
    await queryRows<{ n: number }>(
      db,
      sql`select count(distinct pr.real_estate_id)::int as n from participator_real_estates pr
          join real_estate_objects r on r.id = pr.real_estate_id where r.measurement_id = ${measurementId}`,
    ),
  );
  const households = n(
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from participators where measurement_id = ${measurementId}`,
    ),
  );
  const medals = await queryRows<{ key: string; n: number }>(
    db,
    sql`select coalesce(f.finished, 0)::text as key, count(*)::int as n
        from participators pa
        left join (
          select participator_id, count(distinct flow_id)::int as finished from flow_progress
          where finished_at is not null and flow_id in (${sql.join(
            questionnaireFlows.map((q) => sql`${q}`),
            sql`, `,
          )})
          group by participator_id
        ) f on f.participator_id = pa.id
        where pa.measurement_id = ${measurementId} group by 1`,
  );
  const labels = await queryRows<{ key: string; n: number }>(
    db,
    sql`select coalesce(r.current_energy_label, ${UNKNOWN_KEY}) as key, count(distinct r.id)::int as n
        from real_estate_objects r join participator_real_estates pr on pr.real_estate_id = r.id
        where r.measurement_id = ${measurementId} group by 1`,
  );
  const insulation = await insulationCounts(db, measurementId);
  // One state per household and route, so the states split the households: a household with two homes counts once.
  const feelings = await queryRows<{ route: string; key: string; n: number }>(
    db,
    sql`select route, state as key, count(*)::int as n from (
          select p.route, case
            when bool_or(p.advice_id = -1 or p.sentiment = -1) then 'rejected'
            when max(p.sentiment) = 5 then 'high'
            when max(p.sentiment) = 3 then 'medium'
            when max(p.sentiment) = 1 then 'low'
            else 'unanswered' end as state
          from preferences p join participators pa on pa.id = p.participator_id
          where pa.measurement_id = ${measurementId} group by p.participator_id, p.route
        ) s group by 1, 2`,
  );
  // A household's favourite per route is the one it chose last (two homes may have chosen differently).
  const favourites = await queryRows<{ route: string; advice_id: number; n: number }>(
    db,
    sql`select route, advice_id, count(*)::int as n from (
          select distinct on (p.participator_id, p.route) p.route, p.advice_id
          from preferences p join participators pa on pa.id = p.participator_id
          where pa.measurement_id = ${measurementId} and p.advice_id > 0
          order by p.participator_id, p.route, p.updated_at desc
        ) f group by 1, 2`,
  );
  const requests = await queryRows<{ kind: string; open: number; handled: number }>(
    db,
    sql`select 'help' as kind, count(*) filter (where handled_at is null)::int as open,
               count(*) filter (where handled_at is not null)::int as handled
          from help_requests where measurement_id = ${measurementId}
        union all
        select 'incorrectData', count(*) filter (where handled_at is null)::int,
               count(*) filter (where handled_at is not null)::int
          from incorrect_data_reports where measurement_id = ${measurementId}`,
  );
  const requestCells = (kind: string) => {
    const r = requests.find((x) => x.kind === kind);
    return { open: cell(Number(r?.open ?? 0)), handled: cell(Number(r?.handled ?? 0)) };
  };

  const names = solutionNames(await campaignSettings(deps, measurementId, now));
  const route = (r: Route) => {
    const ofRoute = names.filter((s) => s.route === r);
    const chosen = favourites.filter((f) => f.route === r);
    const solutionCounts = countsOf(
      chosen.map((f) => ({
        key: ofRoute.find((s) => s.id === Number(f.advice_id))?.name ?? FORMER_SOLUTION_KEY,
        n: f.n,
      })),
    );
    const favourite = chosen.reduce((s, f) => s + Number(f.n), 0);
    const solutionKeys = [...new Set(ofRoute.map((s) => s.name))];
    if (solutionCounts.has(FORMER_SOLUTION_KEY)) solutionKeys.push(FORMER_SOLUTION_KEY);
    const answered = ENTHUSIASM_KEYS.filter((k) => k !== 'unanswered');
    return {
      route: r,
      favourite: cell(favourite),
      enthusiasm: splitOver(households, answered, countsOf(feelings.filter((f) => f.route === r)), 'unanswered'),
      solutions: splitOver(favourite, solutionKeys, solutionCounts),
    };
  };
  return {
    campaignName: campaign?.name ?? '',
    participation: { homes: cell(homes), signedUpHomes: cell(signedUpHomes), households: cell(households) },
    medals: splitOver(
      households,
      MEDAL_KEYS,
      countsOf(medals.map((m) => ({ key: MEDAL_KEYS[Number(m.key)] ?? MEDAL_KEYS[0], n: m.n }))),
    ),
    routes: ROUTES.map(route),
    energyLabels: splitOver(
      signedUpHomes,
      [...LABEL_ORDER, UNKNOWN_KEY],
      countsOf(labels.map((l) => ({ key: LABEL_ORDER.includes(l.key as never) ? l.key : UNKNOWN_KEY, n: l.n }))),
    ),
    insulation: INSULATED_PARTS.map((part) => ({
      part,
      levels: splitOver(
        signedUpHomes,
        INSULATION_LEVELS[part],
        countsOf(insulation.filter((i) => i.part === part)),
        UNKNOWN_KEY,
      ),
    })),
    requests: { help: requestCells('help'), incorrectData: requestCells('incorrectData') },
  };
}

const ROUTE_NAMES: Record<Route, string> = {
  fuel: 'fuel (green gas, hydrogen)',
  all_electric: 'all-electric',
  heat_grid: 'heat grid',
  other: 'other',
};

/** A split's rows, or one line saying it is withheld. */
function splitRows(split: HouseholdSplit, label: (key: string) => string): [string, string][] {
  if (split.withheld) return [['(withheld: too few to split without revealing a small group)', '']];
  return split.rows.map((r) => [label(r.key), r.households]);
}

/** The aggregates as the CLI's text report (`report`). */
export async function campaignReport(
  deps: { db: Db; adviceSettings: AdviceSettingsResolver },
  measurementId: number,
  now: Date,
): Promise<ReportSection[]> {
  const a = await campaignAggregates(deps, measurementId, now);
  const same = (key: string) => key;
  return [
    {
      title: 'Participation',
      rows: [
        ['Homes in the campaign', a.participation.homes],
        ['Homes signed up', a.participation.signedUpHomes],
        ['Households signed in', a.participation.households],
      ],
    },
    { title: 'Medals (households)', rows: splitRows(a.medals, same) },
    { title: 'Energy labels of signed-up homes (register)', rows: splitRows(a.energyLabels, same) },
    ...a.insulation.map((i) => ({
      title: `Insulation level of the ${i.part} (signed-up homes)`,
      rows: splitRows(i.levels, (key) => (key === UNKNOWN_KEY ? 'not answered' : `level ${key}`)),
    })),
    ...a.routes.map((r) => ({
      title: `Route ${ROUTE_NAMES[r.route]} (households)`,
      rows: [
        ['chose a favourite', r.favourite] as [string, string],
        ...splitRows(r.enthusiasm, (key) => `enthusiasm: ${key}`),
        ...splitRows(r.solutions, (key) => `favourite: ${key === FORMER_SOLUTION_KEY ? 'no longer advised' : key}`),
      ],
    })),
    {
      title: 'Requests to the working group',
      rows: [
        ['help requests', `open ${a.requests.help.open}, handled ${a.requests.help.handled}`],
        [
          'incorrect-data reports',
          `open ${a.requests.incorrectData.open}, handled ${a.requests.incorrectData.handled}`,
        ],
      ],
    },
  ];
}
