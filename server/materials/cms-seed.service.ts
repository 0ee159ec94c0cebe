import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { CMS_HOME } from './catalogue/cms-content';
import { faqEntries } from './catalogue/cms-faq';
import { CmsRepository } from './cms.repository';

// The home FAQ is site copy, not library content: written at every start (a few rows, cheap), whatever
// LIBRARY_SEED says, so a fresh server answers its FAQ. An operator's edit is kept (CmsRepository.seed).
@Injectable()
export class CmsSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('CmsSeed');

  constructor(private readonly cms: CmsRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.cms.seed(CMS_HOME.pagePath, CMS_HOME.product, faqEntries());
    } catch (error) {
      this.logger.error(`FAQ seed failed: ${String(error)}`);
    }
  }
}
