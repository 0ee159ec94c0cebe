import { randomUUID } from 'node:crypto';

import { BullMqTransport } from '@server/common/jobs/drivers/bullmq.driver';
import { InProcessTransport } from '@server/common/jobs/drivers/in-process.driver';
import { QueueName } from '@server/common/jobs/queue-name';
import type { JobTransport } from '@server/common/jobs/transport';

import { DRIVERS } from '../support/jobs';

async function waitFor(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
}

// A delivery that failed (Postgres was away when the worker claimed the task) leaves nothing in the
// queue that would swallow the sweep's re-publish of the same task under the same id.
describe.each(DRIVERS)('the %s transport', (driver) => {
  let transport: JobTransport;

  beforeEach(() => {
    transport =
      driver === 'bullmq'
        ? new BullMqTransport(process.env.REDIS_URL!, `boxify-test-redelivery-${randomUUID()}`)
        : new InProcessTransport();
  });

  afterEach(() => transport.close());

  it('delivers a task again after a delivery that failed', async () => {
    const deliveries: string[] = [];
    await transport.consume(
      [QueueName.Export],
      async (taskId) => {
        deliveries.push(taskId);
        if (deliveries.length === 1) throw new Error('connect ECONNREFUSED');
      },
      1,
    );
    await transport.publish(QueueName.Export, 'task-1', { dedupeId: 'task-1_0' });
    await waitFor(() => deliveries.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the failure is recorded
    await transport.publish(QueueName.Export, 'task-1', { dedupeId: 'task-1_0' });
    await waitFor(() => deliveries.length === 2);
    expect(deliveries).toEqual(['task-1', 'task-1']);
  });
});
