import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { uuidKey } from '../../lib/columns.ts';

export const JobRun = defineEntity({
  name: 'JobRun',
  tableName: 'job_runs',
  uniques: [{ properties: ['name', 'period'] }],
  properties: {
    id: uuidKey(),
    name: p.string().length(64),
    period: p.string().length(32),
    claimedAt: p.datetime(),
    /** Random per claim: tells the claiming instance that the row is its own. */
    claimToken: p.string().length(36),
    finishedAt: p.datetime().nullable(),
    /** How many items the run changed (for the logs and the admin area). */
    count: p.integer().default(0),
  },
});
export type JobRun = InferEntity<typeof JobRun>;
