import { randomUUID } from 'node:crypto';

import type { DataSource } from 'typeorm';

import { createDataSource } from '@server/common/database/data-source';
import { BullMqTransport } from '@server/common/jobs/drivers/bullmq.driver';
import { InProcessTransport } from '@server/common/jobs/drivers/in-process.driver';
import { JobRegistry } from '@server/common/jobs/job-handler';
import { JobsService, type JobsSettings } from '@server/common/jobs/jobs.service';
import type { TaskStatus } from '@server/common/jobs/task.entity';

import { pollUntil } from './wait';

export type DriverName = 'in-process' | 'bullmq';

// The drivers a jobs test runs against: in-process always, BullMQ when REDIS_URL is set.
export const DRIVERS: DriverName[] = process.env.REDIS_URL ? ['in-process', 'bullmq'] : ['in-process'];

export const FAST_JOBS: JobsSettings = { concurrency: 4, maxAttempts: 3, backoffMs: 50, leaseMs: 1500, sweepMs: 300 };

export async function openDataSource(): Promise<DataSource> {
  const dataSource = createDataSource(process.env.DATABASE_URL!, 5);
  return dataSource.initialize();
}

export function createJobs(
  dataSource: DataSource,
  driver: DriverName,
  prefix = `boxify-test-${randomUUID()}`,
  settings: Partial<JobsSettings> = {},
): JobsService {
  const transport =
    driver === 'bullmq' ? new BullMqTransport(process.env.REDIS_URL!, prefix) : new InProcessTransport();
  return new JobsService(dataSource, transport, new JobRegistry(), { ...FAST_JOBS, ...settings });
}

// Polls the task table until the task reaches one of the statuses.
export function waitForStatus(
  jobs: JobsService,
  taskId: string,
  statuses: TaskStatus[],
): Promise<NonNullable<Awaited<ReturnType<JobsService['get']>>>> {
  let last: string | undefined;
  return pollUntil(
    async () => {
      const task = await jobs.get(taskId);
      last = task?.status;
      return task && statuses.includes(task.status) ? task : undefined;
    },
    () => `task ${taskId} is ${last}, not ${statuses.join(' | ')}`,
    { every: 25 },
  );
}

export const uniqueKind = (name: string) => `test.${name}.${randomUUID().slice(0, 8)}`;
