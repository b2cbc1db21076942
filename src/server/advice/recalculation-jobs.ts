import type { FastifyBaseLogger } from 'fastify';
import type { Recalculation } from '../../contract/organisers.ts';
import type { adviseHouse } from '../../engine/index.ts';
import type { Db } from '../db/client.ts';
import { safeErrorForLog } from '../logger.ts';
import { recalculateCampaign } from './recalculate-campaign.ts';

/**
 * The console's recalculations, one at a time per campaign, with the progress the page's bar shows. Kept in this
 * server's memory (docs/decisions/0106): the page asks the instance that started the job; another instance
 * answers 'none' and the organiser can start again, which only redoes what is out of date.
 */
export class RecalculationJobs {
  private readonly jobs = new Map<number, Recalculation & { settled: Promise<void> }>();

  constructor(private readonly deps: { db: Db; log: FastifyBaseLogger; advise: typeof adviseHouse }) {}

  progress(measurementId: number): Recalculation {
    const { state, total, done, recalculated } = this.jobs.get(measurementId) ?? {
      state: 'none',
      total: 0,
      done: 0,
      recalculated: 0,
    };
    return { state, total, done, recalculated };
  }

  /** Starts a run unless one is running for the campaign; answers the run's progress either way. */
  start(measurementId: number, total: number, options: { force: boolean; now: Date }): Recalculation {
    if (this.jobs.get(measurementId)?.state === 'running') return this.progress(measurementId);
    const job: Recalculation & { settled: Promise<void> } = {
      state: 'running',
      total,
      done: 0,
      recalculated: 0,
      settled: Promise.resolve(),
    };
    job.settled = recalculateCampaign(this.deps.db, measurementId, {
      ...options,
      advise: this.deps.advise,
      onProgress: (done) => void (job.done = done),
    }).then(
      (outcome) => {
        Object.assign(job, { state: 'finished', done: outcome.homes, recalculated: outcome.recalculated });
      },
      (error: unknown) => {
        job.state = 'failed';
        this.deps.log.error({ event: 'recalculate.failed', error: safeErrorForLog(error) }, 'recalculation failed');
      },
    );
    this.jobs.set(measurementId, job);
    return this.progress(measurementId);
  }

  /** Waits for every run (server shutdown, tests). */
  async settle(): Promise<void> {
    await Promise.all([...this.jobs.values()].map((job) => job.settled));
  }
}
