import { Injectable } from '@nestjs/common';
import { z } from 'zod';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

import { OAuthService } from './oauth/oauth.service';
import { PROVIDER_NAMES } from './oauth/providers';

export const extensionConfigSchema = z.object({
  chrome: z.object({ downloadUrl: z.string(), storeUrl: z.string() }),
  edge: z.object({ downloadUrl: z.string(), storeUrl: z.string() }),
  docsUrl: z.string(),
  providers: z
    .array(
      z.object({
        thirdType: z.number().int().describe('figma 1, google 5, github 7, x 8'),
        name: z.enum(PROVIDER_NAMES),
        label: z.string(),
        enabled: z.boolean().describe('false when the server has no credentials for it: hide its button'),
      }),
    )
    .describe('The third-party sign-in providers'),
});

@Injectable()
export class ExtensionService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly oauth: OAuthService,
  ) {}

  read(): z.infer<typeof extensionConfigSchema> {
    const c = this.config;
    return {
      chrome: { downloadUrl: c.EXTENSION_CHROME_DOWNLOAD_URL, storeUrl: c.EXTENSION_CHROME_STORE_URL },
      edge: { downloadUrl: c.EXTENSION_EDGE_DOWNLOAD_URL, storeUrl: c.EXTENSION_EDGE_STORE_URL },
      docsUrl: c.EXTENSION_DOCS_URL,
      providers: this.oauth.providers(),
    };
  }
}
