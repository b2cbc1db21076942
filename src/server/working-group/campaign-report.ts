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
import { LABEL_ORDER, LEVEL_QUESTION_CODES, ROUTES, solutionNames, type Route } from '../../engine/index.ts';
import type { FlowScript } from '../../contract/flow-script.ts';
import { optionWordsFrom } from '../../contract/flow-words.ts';
import { dutchReportWords, reportSections, type ReportSection } from '../../contract/overview-words.ts';
import { questionnaireFlows } from '../../contract/flow-ids.ts';
import { queryRows, type Db } from '../db/client.ts';
import { campaignSettings, type AdviceSettingsResolver } from '../advice/settings.ts';
import { cell, protectedSplit } from './small-cells.ts';
import { REJECTED_ROUTE } from '../../contract/rejected-route.ts';

type Counts = Map<string, number>;
const tally = (keys: (string | undefined)[]): Counts =>
  keys.reduce((m, key) => (key === undefined ? m : m.set(key, (m.get(key) ?? 0) + 1)), new Map<string, number>());

/** A split over fixed keys: every key listed, zero included; what no key names counts under `rest`. */
function splitOver(total: number, keys: readonly string[], counts: Counts, rest?: string): HouseholdSplit {
  const parts = keys.map((key) => ({ key, count: counts.get(key) ?? 0 }));
  const listed = parts.reduce((s, p) => s + p.count, 0);
  return protectedSplit(total, rest === undefined ? parts : [...parts, { key: rest, count: total - listed }]);
}

type RouteState = (typeof ENTHUSIASM_KEYS)[number];

/**
 * What the overview counts of one household, and nothing else: the working group's cells are sums of these, and
 * the publication (working-group-publication.ts) compares them to tell how many households changed. A household
 * with several homes counts once, with its first home (lowest id).
 */
export interface HouseholdFacts {
  /** Questionnaires finished: 0 to 3, the medal. */
  finished: number;
  label: string;
  /** Insulation levels the residents gave for the first home (not the engine's typical levels). */
  insulation: Partial<Record<(typeof INSULATED_PARTS)[number], string>>;
  routes: Partial<Record<Route, { state?: RouteState; favourite?: number }>>;
  requests: { help: { open: boolean; handled: boolean }; incorrectData: { open: boolean; handled: boolean } };
}

/** Every household of the campaign with its facts, keyed by participator id. Raw, for the aggregates to protect. */
export async function householdFacts(db: Db, measurementId: number): Promise<Map<number, HouseholdFacts>> {
  const households = await queryRows<{ id: number; finished: number; label: string; home: number | null }>(
    db,
    sql`select pa.id, coalesce(f.finished, 0)::int as finished,
               coalesce(h.label, ${UNKNOWN_KEY}) as label, h.home
        from participators pa
        left join (
          select participator_id, count(distinct flow_id)::int as finished from flow_progress
          where finished_at is not null and flow_id in (${sql.join(
            questionnaireFlows.map((q) => sql`${q}`),
            sql`, `,
          )})
          group by participator_id
        ) f on f.participator_id = pa.id
        left join (
          select distinct on (pr.participator_id) pr.participator_id, r.id as home, r.current_energy_label as label
          from participator_real_estates pr join real_estate_objects r on r.id = pr.real_estate_id
          order by pr.participator_id, r.id
        ) h on h.participator_id = pa.id
        where pa.measurement_id = ${measurementId}`,
  );
  const facts = new Map<number, HouseholdFacts>(
    households.map((h) => [
      Number(h.id),
      {
        finished: Number(h.finished),
        label: LABEL_ORDER.includes(h.label as never) ? h.label : UNKNOWN_KEY,
        insulation: {},
        routes: {},
        requests: { help: { open: false, handled: false }, incorrectData: { open: false, handled: false } },
      },
    ]),
  );
  const homes = households.flatMap((h) => (h.home === null ? [] : [Number(h.home)]));
  const of = (id: number | string) => facts.get(Number(id));

  if (homes.length > 0) {
    const levels = await queryRows<{ home: number; part: (typeof INSULATED_PARTS)[number]; level: string }>(
      db,
      sql`select hp.real_estate_id as home, q.part, hp.fields -> ('levels.' || q.part) ->> 'value' as level
          from house_profiles hp
          cross join (values ${sql.join(
            INSULATED_PARTS.map((part) => sql`(${part}, ${LEVEL_QUESTION_CODES[part]})`),
            sql`, `,
          )}) as q(part, code)
          where hp.real_estate_id in ${homes} and hp.answered_codes -> q.code is not null`,
    );
    for (const h of households)
      for (const l of levels.filter((x) => Number(x.home) === Number(h.home))) of(h.id)!.insulation[l.part] = l.level;
  }

  // One state per household and route: a household with two homes counts once.
  const feelings = await queryRows<{ id: number; route: Route; state: RouteState }>(
    db,
    sql`select p.participator_id as id, p.route, case
          when bool_or(p.advice_id = ${REJECTED_ROUTE} or p.sentiment = ${REJECTED_ROUTE}) then 'rejected'
          when max(p.sentiment) = 5 then 'high'
          when max(p.sentiment) = 3 then 'medium'
          when max(p.sentiment) = 1 then 'low'
          else 'unanswered' end as state
        from preferences p join participators pa on pa.id = p.participator_id
        where pa.measurement_id = ${measurementId} group by p.participator_id, p.route`,
  );
  for (const f of feelings) (of(f.id)!.routes[f.route] ??= {}).state = f.state;
  // A household's favourite per route is the one it chose last (two homes may have chosen differently).
  const favourites = await queryRows<{ id: number; route: Route; advice_id: number }>(
    db,
    sql`select distinct on (p.participator_id, p.route) p.participator_id as id, p.route, p.advice_id
        from preferences p join participators pa on pa.id = p.participator_id
        where pa.measurement_id = ${measurementId} and p.advice_id > 0
        order by p.participator_id, p.route, p.updated_at desc`,
  );
  for (const f of favourites) (of(f.id)!.routes[f.route] ??= {}).favourite = Number(f.advice_id);
  const requests = await queryRows<{ id: number; kind: 'help' | 'incorrectData'; open: boolean; handled: boolean }>(
    db,
    sql`select participator_id as id, 'help' as kind, bool_or(handled_at is null) as open,
               bool_or(handled_at is not null) as handled
          from help_requests where measurement_id = ${measurementId} group by participator_id
        union all
        select participator_id, 'incorrectData', bool_or(handled_at is null), bool_or(handled_at is not null)
          from incorrect_data_reports where measurement_id = ${measurementId} group by participator_id`,
  );
  for (const r of requests) {
    const household = of(r.id);
    if (household) household.requests[r.kind] = { open: Boolean(r.open), handled: Boolean(r.handled) };
  }
  return facts;
}

/**
 * The working group's aggregates of one campaign, for the CLI report and the working group's published overview
 * alike. Every number counts households: '< 10' under ten, and every split of a shown total is protected against
 * differencing (small-cells.ts). No row names a household, and no raw answer leaves: insulation levels are counted
 * per level, never per home.
 */
export async function campaignAggregates(
  deps: { db: Db; adviceSettings: AdviceSettingsResolver },
  measurementId: number,
  now: Date,
  known?: Map<number, HouseholdFacts>,
): Promise<WorkingGroupOverview> {
  const { db } = deps;
  const [campaign] = await queryRows<{ name: string; homes: number }>(
    db,
    sql`select m.name,
               (select count(*)::int from real_estate_objects r where r.measurement_id = m.id) as homes
        from measurements m where m.id = ${measurementId}`,
  );
  const facts = [...(known ?? (await householdFacts(db, measurementId))).values()];
  const households = facts.length;

  const names = solutionNames(await campaignSettings(deps, measurementId, now));
  const route = (r: Route) => {
    const ofRoute = names.filter((s) => s.route === r);
    const chosen = facts.flatMap((f) => {
      const id = f.routes[r]?.favourite;
      return id === undefined ? [] : [ofRoute.find((s) => s.id === id)?.name ?? FORMER_SOLUTION_KEY];
    });
    const solutionKeys = [...new Set(ofRoute.map((s) => s.name))];
    if (chosen.includes(FORMER_SOLUTION_KEY)) solutionKeys.push(FORMER_SOLUTION_KEY);
    const answered = ENTHUSIASM_KEYS.filter((k) => k !== 'unanswered');
    return {
      route: r,
      favourite: cell(chosen.length),
      enthusiasm: splitOver(households, answered, tally(facts.map((f) => f.routes[r]?.state)), 'unanswered'),
      solutions: splitOver(chosen.length, solutionKeys, tally(chosen)),
    };
  };
  const requestCells = (kind: 'help' | 'incorrectData') => ({
    open: cell(facts.filter((f) => f.requests[kind].open).length),
    handled: cell(facts.filter((f) => f.requests[kind].handled).length),
  });
  return {
    campaignName: campaign?.name ?? '',
    participation: {
      // The register's count of the campaign's homes says nothing about any household: shown as it is (issue 27.3).
      homes: String(Number(campaign?.homes ?? 0)),
      households: cell(households),
    },
    medals: splitOver(households, MEDAL_KEYS, tally(facts.map((f) => MEDAL_KEYS[f.finished] ?? MEDAL_KEYS[0]))),
    routes: ROUTES.map(route),
    energyLabels: splitOver(households, [...LABEL_ORDER, UNKNOWN_KEY], tally(facts.map((f) => f.label))),
    insulation: INSULATED_PARTS.map((part) => ({
      part,
      levels: splitOver(households, INSULATION_LEVELS[part], tally(facts.map((f) => f.insulation[part])), UNKNOWN_KEY),
    })),
    requests: { help: requestCells('help'), incorrectData: requestCells('incorrectData') },
  };
}

/**
 * The aggregates as the CLI's text report (`report`), in the working group's own words (contract/overview-words.ts),
 * Dutch as the CLI prints a campaign (record 0161); insulation levels are named by the questionnaire's options, read
 * from the campaign's content. The console words the same aggregates in its reader's language (record 0165).
 */
export async function campaignReport(
  deps: { db: Db; adviceSettings: AdviceSettingsResolver; flows: readonly FlowScript[] },
  measurementId: number,
  now: Date,
): Promise<ReportSection<string>[]> {
  const option = optionWordsFrom(deps.flows);
  return reportSections(
    await campaignAggregates(deps, measurementId, now),
    dutchReportWords((part, key) => option(LEVEL_QUESTION_CODES[part], key)),
  );
}
