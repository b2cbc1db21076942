import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import type { WorkingGroupOverview } from '../../contract/working-group.ts';
import { MIN_HOUSEHOLDS } from './reports.ts';

/** A count of households, or '< 10' when fewer than ten could be told apart (docs/security.md J1). */
export function cell(count: number): string {
  return count < MIN_HOUSEHOLDS ? `< ${MIN_HOUSEHOLDS}` : String(count);
}

export interface ReportSection {
  title: string;
  rows: [label: string, value: string][];
}

const ROUTES = ['fuel', 'all_electric', 'heat_grid', 'other'] as const;
const ROUTE_NAMES: Record<(typeof ROUTES)[number], string> = {
  fuel: 'fuel (green gas, hydrogen)',
  all_electric: 'all-electric',
  heat_grid: 'heat grid',
  other: 'other',
};

/** Households per flow-count: a household's medal is the number of questionnaires it finished (spec §9). */
const QUESTIONNAIRES = ['onboarding', 'houseDetails', 'personalBehavior'];
/** The building components whose insulation level the questionnaire asks (profile-from-answers.ts). */
const INSULATED_PARTS = ['roof', 'floor', 'facade', 'glass1', 'glass2'];

/**
 * The working group's aggregates of one campaign, for the CLI report and the working-group view alike. Every
 * number counts households (or homes, or requests) and is already a cell: '< 10' under ten. No row names a
 * household, and no raw answer leaves: insulation levels are counted per level, never per home.
 */
export async function campaignAggregates(db: Db, measurementId: number): Promise<WorkingGroupOverview> {
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
  const medals = await queryRows<{ finished: number; n: number }>(
    db,
    sql`select coalesce(f.finished, 0)::int as finished, count(*)::int as n
        from participators pa
        left join (
          select participator_id, count(distinct flow_id)::int as finished from flow_progress
          where percentage > 98 and flow_id in (${sql.join(
            QUESTIONNAIRES.map((q) => sql`${q}`),
            sql`, `,
          )})
          group by participator_id
        ) f on f.participator_id = pa.id
        where pa.measurement_id = ${measurementId} group by 1`,
  );
  const medalCount = (finished: number) => cell(Number(medals.find((r) => Number(r.finished) === finished)?.n ?? 0));
  const labels = await queryRows<{ label: string; n: number }>(
    db,
    sql`select coalesce(r.current_energy_label, 'unknown') as label, count(distinct r.id)::int as n
        from real_estate_objects r join participator_real_estates pr on pr.real_estate_id = r.id
        where r.measurement_id = ${measurementId} group by 1 order by 1`,
  );
  const insulation = await queryRows<{ part: string; level: string; n: number }>(
    db,
    sql`select substr(f.key, 8) as part, f.value->>'value' as level, count(distinct r.id)::int as n
        from real_estate_objects r
        join participator_real_estates pr on pr.real_estate_id = r.id
        join house_profiles hp on hp.real_estate_id = r.id
        cross join lateral jsonb_each(hp.fields) f
        where r.measurement_id = ${measurementId} and f.key in (${sql.join(
          INSULATED_PARTS.map((part) => sql`${`levels.${part}`}`),
          sql`, `,
        )}) and f.value->>'value' is not null
        group by 1, 2 order by 1, 2`,
  );
  const prefs = await queryRows<{
    route: string;
    favourite: number;
    rejected: number;
    s1: number;
    s3: number;
    s5: number;
  }>(
    db,
    sql`select p.route,
          count(distinct p.participator_id) filter (where p.advice_id > 0)::int as favourite,
          count(distinct p.participator_id) filter (where p.advice_id = -1 or p.sentiment = -1)::int as rejected,
          count(distinct p.participator_id) filter (where p.sentiment = 1)::int as s1,
          count(distinct p.participator_id) filter (where p.sentiment = 3)::int as s3,
          count(distinct p.participator_id) filter (where p.sentiment = 5)::int as s5
        from preferences p join participators pa on pa.id = p.participator_id
        where pa.measurement_id = ${measurementId} group by p.route`,
  );
  const solutions = await queryRows<{ route: string; advice_id: number; n: number }>(
    db,
    sql`select p.route, p.advice_id, count(distinct p.participator_id)::int as n
        from preferences p join participators pa on pa.id = p.participator_id
        where pa.measurement_id = ${measurementId} and p.advice_id > 0
        group by 1, 2 order by 1, 2`,
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
  return {
    campaignName: campaign?.name ?? '',
    participation: { homes: cell(homes), signedUpHomes: cell(signedUpHomes), households: cell(households) },
    medals: { none: medalCount(0), bronze: medalCount(1), silver: medalCount(2), gold: medalCount(3) },
    routes: ROUTES.map((route) => {
      const p = prefs.find((r) => r.route === route);
      const v = (k: 'favourite' | 'rejected' | 's1' | 's3' | 's5') => cell(Number(p?.[k] ?? 0));
      return {
        route,
        favourite: v('favourite'),
        rejected: v('rejected'),
        low: v('s1'),
        medium: v('s3'),
        high: v('s5'),
      };
    }),
    favouriteSolutions: solutions.map((s) => ({
      route: s.route as (typeof ROUTES)[number],
      adviceId: Number(s.advice_id),
      households: cell(Number(s.n)),
    })),
    energyLabels: labels.map((l) => ({ label: l.label, households: cell(Number(l.n)) })),
    insulation: insulation.map((i) => ({ part: i.part, level: i.level, households: cell(Number(i.n)) })),
    requests: { help: requestCells('help'), incorrectData: requestCells('incorrectData') },
  };
}

/** The aggregates as the CLI's text report (`report`). */
export async function campaignReport(db: Db, measurementId: number): Promise<ReportSection[]> {
  const a = await campaignAggregates(db, measurementId);
  const row = (label: string, value: string): [string, string] => [label, value];
  return [
    {
      title: 'Participation',
      rows: [
        row('Homes in the campaign', a.participation.homes),
        row('Homes signed up', a.participation.signedUpHomes),
        row('Households signed in', a.participation.households),
      ],
    },
    {
      title: 'Medals (households)',
      rows: [
        row('none', a.medals.none),
        row('bronze', a.medals.bronze),
        row('silver', a.medals.silver),
        row('gold', a.medals.gold),
      ],
    },
    {
      title: 'Energy labels of signed-up homes (register)',
      rows: a.energyLabels.map((l) => row(l.label, l.households)),
    },
    {
      title: 'Insulation levels of signed-up homes (homes)',
      rows: a.insulation.map((i) => row(`${i.part}: level ${i.level}`, i.households)),
    },
    {
      title: 'Route preferences (households)',
      rows: a.routes.flatMap((r) => [
        row(`${ROUTE_NAMES[r.route]}: chose a favourite`, r.favourite),
        row(`${ROUTE_NAMES[r.route]}: enthusiasm low / medium / high`, `${r.low} / ${r.medium} / ${r.high}`),
        row(`${ROUTE_NAMES[r.route]}: rejected`, r.rejected),
      ]),
    },
    {
      title: 'Favourite solutions (households)',
      rows: a.favouriteSolutions.map((s) => row(`${ROUTE_NAMES[s.route]}: solution ${s.adviceId}`, s.households)),
    },
    {
      title: 'Requests to the working group',
      rows: [
        row('help requests', `open ${a.requests.help.open}, handled ${a.requests.help.handled}`),
        row(
          'incorrect-data reports',
          `open ${a.requests.incorrectData.open}, handled ${a.requests.incorrectData.handled}`,
        ),
      ],
    },
  ];
}
