import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type BeforeApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';

import { APP_CONFIG } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { Transactions } from '@server/common/database/transactions';

import { BullMqTransport } from './drivers/bullmq.driver';
import { InProcessTransport } from './drivers/in-process.driver';
import { JobRegistry } from './job-handler';
import { JobsService } from './jobs.service';
import { QUEUE_NAMES } from './queue-name';

export function createJobsService(dataSource: DataSource, config: AppConfig, transactions?: Transactions): JobsService {
  const transport = config.REDIS_URL
    ? new BullMqTransport(config.REDIS_URL, config.QUEUE_PREFIX, Math.min(30000, config.JOB_LEASE_MS))
    : new InProcessTransport();
  return new JobsService(
    dataSource,
    transport,
    new JobRegistry(),
    {
      concurrency: config.JOB_CONCURRENCY,
      maxAttempts: config.JOB_MAX_ATTEMPTS,
      backoffMs: config.JOB_BACKOFF_MS,
      leaseMs: config.JOB_LEASE_MS,
      sweepMs: config.JOB_SWEEP_MS,
    },
    transactions,
  );
}

// Starts the workers once every module has registered its handlers, and drains them on shutdown.
@Injectable()
class JobsLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.RUN_WORKERS) return;
    await this.jobs.work(QUEUE_NAMES);
    this.logger.log(`Workers consume ${QUEUE_NAMES.join(', ')} through the ${this.jobs.driver} driver`);
  }

  // Before the database pools close, so jobs in hand can finish.
  async beforeApplicationShutdown(): Promise<void> {
    await this.jobs.close();
  }
}

@Global()
@Module({
  providers: [
    {
      provide: JobsService,
      inject: [DataSource, APP_CONFIG, Transactions],
      useFactory: createJobsService,
    },
    JobsLifecycle,
  ],
  exports: [JobsService],
})
export class JobsModule {}
