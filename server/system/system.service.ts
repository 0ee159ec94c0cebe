import { Injectable } from '@nestjs/common';
import { z } from 'zod';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { JobsService } from '@server/common/jobs/jobs.service';
import { PRODUCT_VERSION } from '@server/common/version';

export const systemInfoSchema = z.object({
  name: z.literal('Boxify'),
  version: z.string(),
  publicUrl: z.string().describe('PUBLIC_URL: where users reach this server (cookie domain, links)'),
  database: z.enum(['embedded', 'external']),
  jobs: z.enum(['in-process', 'bullmq']),
  languages: z.array(z.enum(['en', 'zh'])),
  paymentApiOrigin: z
    .string()
    .describe('PAYMENT_API_ORIGIN: where the client sends /api/ecommerce-cn calls; empty: this server'),
  parentCompany: z
    .object({ name: z.string(), url: z.string().nullable() })
    .nullable()
    .describe('PARENT_COMPANY_NAME and PARENT_COMPANY_URL: the company Boxify is presented as a product of'),
  sites: z
    .array(z.object({ host: z.string(), language: z.enum(['en', 'zh']), workbench: z.string() }))
    .describe(
      "SITE_HOSTS: the deployment's public sites, each with its language and workbench host; empty: the client's host rule",
    ),
});

@Injectable()
export class SystemService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {}

  info(): z.infer<typeof systemInfoSchema> {
    return {
      name: 'Boxify',
      version: PRODUCT_VERSION,
      publicUrl: this.config.publicUrl,
      database: this.config.DATABASE_URL ? 'external' : 'embedded',
      jobs: this.jobs.driver,
      languages: ['en', 'zh'],
      paymentApiOrigin: this.config.PAYMENT_API_ORIGIN ? new URL(this.config.PAYMENT_API_ORIGIN).origin : '',
      parentCompany: this.config.PARENT_COMPANY_NAME
        ? { name: this.config.PARENT_COMPANY_NAME, url: this.config.PARENT_COMPANY_URL ?? null }
        : null,
      sites: this.config.SITE_HOSTS,
    };
  }
}
