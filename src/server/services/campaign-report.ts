import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
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

/**
 * The working group's aggregates of one campaign. Every number counts households (or, for requests, requests)
 * and is shown only when at least ten; no row names a household.
 */
export async function campaignReport(db: Db, measurementId: number): Promise<ReportSection[]> {
  const n = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);
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
  const labels = await queryRows<{ label: string; n: number }>(
    db,
    sql`select coalesce(r.current_energy_label, 'unknown') as label, count(distinct r.id)::int as n
        from real_estate_objects r join participator_real_estates pr on pr.real_estate_id = r.id
        where r.measurement_id = ${measurementId} group by 1 order by 1`,
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
  const requests = await queryRows<{ kind: string; open: number; handled: number }>(
    db,
    sql`select 'help requests' as kind, count(*) filter (where handled_at is null)::int as open,
               count(*) filter (where handled_at is not null)::int as handled
          from help_requests where measurement_id = ${measurementId}
        union all
        select 'incorrect-data reports', count(*) filter (where handled_at is null)::int,
               count(*) filter (where handled_at is not null)::int
          from incorrect_data_reports where measurement_id = ${measurementId}`,
  );
  return [
    {
      title: 'Participation',
      rows: [
        ['Homes in the campaign', cell(homes)],
        ['Homes signed up', cell(signedUpHomes)],
        ['Households signed in', cell(households)],
      ],
    },
    {
      title: 'Energy labels of signed-up homes (register)',
      rows: labels.map((l) => [l.label, cell(Number(l.n))] as [string, string]),
    },
    {
      title: 'Route preferences (households)',
      rows: ROUTES.flatMap((route) => {
        const p = prefs.find((r) => r.route === route);
        const v = (k: 'favourite' | 'rejected' | 's1' | 's3' | 's5') => cell(Number(p?.[k] ?? 0));
        return [
          [`${ROUTE_NAMES[route]}: chose a favourite`, v('favourite')],
          [`${ROUTE_NAMES[route]}: enthusiasm low / medium / high`, `${v('s1')} / ${v('s3')} / ${v('s5')}`],
          [`${ROUTE_NAMES[route]}: rejected`, v('rejected')],
        ] as [string, string][];
      }),
    },
    {
      title: 'Requests to the working group',
      rows: requests.map((r) => [r.kind, `open ${cell(Number(r.open))}, handled ${cell(Number(r.handled))}`]),
    },
  ];
}
