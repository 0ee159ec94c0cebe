// A worker process for the crash test: it hangs on the attempt named in the payload
// (so the test can SIGKILL it mid-task) and finishes on any other attempt.
import { QueueName, QUEUE_NAMES } from '@server/common/jobs/queue-name';

import { createJobs, type DriverName, openDataSource } from './jobs';

async function main(): Promise<void> {
  const dataSource = await openDataSource();
  const jobs = createJobs(dataSource, process.env.TEST_DRIVER as DriverName, process.env.TEST_PREFIX);
  jobs.register<{ hangOnAttempt: number; effects: string }, { attempt: number }>({
    kind: process.env.TEST_KIND!,
    queue: QueueName.Export,
    run: async (context) => {
      if (context.attempt === context.payload.hangOnAttempt) {
        await context.progress(30);
        await new Promise(() => undefined); // stuck until killed
      }
      return {
        result: { attempt: context.attempt },
        commit: async (manager) => {
          await manager.query(`INSERT INTO ${context.payload.effects} (task_id) VALUES ($1)`, [context.taskId]);
        },
      };
    },
  });
  await jobs.work(QUEUE_NAMES);
  process.send?.('ready');
}

void main();
