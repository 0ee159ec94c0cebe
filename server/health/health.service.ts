import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';

import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { JobsService } from '@server/common/jobs/jobs.service';

export const liveSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

const checkSchema = z.enum(['up', 'down']);
export const readySchema = z.object({
  status: z.literal('ready'),
  database: checkSchema,
  jobs: z.object({ driver: z.enum(['bullmq', 'in-process']), status: checkSchema }),
});

@Injectable()
export class HealthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
  ) {}

  live(): z.infer<typeof liveSchema> {
    return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
  }

  async ready(): Promise<z.infer<typeof readySchema>> {
    const database = await this.dataSource
      .query('SELECT 1')
      .then(() => 'up' as const)
      .catch(() => 'down' as const);
    const jobs = (await this.jobs.ping()) ? ('up' as const) : ('down' as const);
    const report = { status: 'ready' as const, database, jobs: { driver: this.jobs.driver, status: jobs } };
    if (database === 'down' || jobs === 'down') {
      throw new AppException(ErrorCode.Unavailable, {}, { data: { ...report, status: 'not-ready' } });
    }
    return report;
  }
}
