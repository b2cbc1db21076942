import { FLOW_DONE_PERCENTAGE, isFlowDone } from '../../contract/flow-ids.ts';
import { ownedHomeText, type Owner } from '../auth/ownership.ts';
import { hotStatement, type Db } from '../db/client.ts';

/** Flow progress and step history per home (spec §3 Progress, Flow history; §9: done above 98 percent). */
export interface FlowProgressDto {
  flowId: string;
  isCompleted: boolean;
  percentageDone: number;
}

interface Row {
  id: number;
  flow_id: string | null;
  percentage: number | null;
  history: string | null;
  finished: boolean | null;
}

const selectProgress = hotStatement<Row>(
  'flow_progress',
  `
    select h.id, fp.flow_id, fp.percentage, fp.history, fp.finished_at is not null as finished
    from ${ownedHomeText(1, 2, 3)} h
    left join flow_progress fp on fp.real_estate_id = h.id and fp.participator_id = $1
    order by fp.updated_at desc nulls last, fp.flow_id`,
);

async function progressRows(db: Db, owner: Owner, realEstateId: number): Promise<Row[]> {
  return selectProgress(db, [owner.participatorId, owner.measurementId, realEstateId]);
}

/** Undefined when the home is not the owner's. */
export async function flowProgress(db: Db, owner: Owner, realEstateId: number): Promise<FlowProgressDto[] | undefined> {
  const rows = await progressRows(db, owner, realEstateId);
  if (rows.length === 0) return undefined;
  return rows
    .filter((r) => r.flow_id !== null)
    .map((r) => ({
      flowId: r.flow_id!,
      // A restarted round keeps the flow completed until it is finished again (record 0070).
      isCompleted: r.finished === true || isFlowDone(Number(r.percentage)),
      percentageDone: Number(r.percentage),
    }))
    .sort((a, b) => a.flowId.localeCompare(b.flowId));
}

/** The most recently updated flow of the home with its history; undefined when the home is not the owner's. */
export async function lastFlowHistory(
  db: Db,
  owner: Owner,
  realEstateId: number,
): Promise<{ questionListId: string | null; percentageDone: number; history: string[] } | undefined> {
  const [last] = await progressRows(db, owner, realEstateId);
  if (!last) return undefined;
  if (last.flow_id === null) return { questionListId: null, percentageDone: 0, history: [] };
  return {
    questionListId: last.flow_id,
    percentageDone: Number(last.percentage),
    history: (last.history ?? '').split('|').filter(Boolean),
  };
}

/** Stores the step history (pipe-joined, spec §9) and percentage of one flow; false when not the owner's home. */
const upsertHistory = hotStatement<{ flow_id: string }>(
  'save_flow_history',
  `
    insert into flow_progress (participator_id, real_estate_id, flow_id, percentage, history, finished_at, updated_at)
    select $1, h.id, $4, $5, $6, case when $5::float8 > ${FLOW_DONE_PERCENTAGE} then $7::timestamptz end, $7
    from ${ownedHomeText(1, 2, 3)} h
    on conflict (participator_id, real_estate_id, flow_id) do update set
      percentage = excluded.percentage, history = excluded.history, updated_at = excluded.updated_at,
      finished_at = coalesce(excluded.finished_at, flow_progress.finished_at)
    returning flow_id`,
);

export async function saveFlowHistory(
  db: Db,
  owner: Owner,
  realEstateId: number,
  flowId: string,
  history: string,
  percentage: number,
  now: Date,
): Promise<boolean> {
  const rows = await upsertHistory(db, [
    owner.participatorId,
    owner.measurementId,
    realEstateId,
    flowId,
    percentage,
    history,
    now.toISOString(),
  ]);
  return rows.length > 0;
}
