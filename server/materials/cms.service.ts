import { Injectable } from '@nestjs/common';

import { CmsRepository } from './cms.repository';

// The site's CMS (spec §7 queryResourceContent): the entries of a page, in their order.
@Injectable()
export class CmsService {
  constructor(private readonly cms: CmsRepository) {}

  async content(pagePath: string, product: number) {
    const entries = await this.cms.ofPage(pagePath, product);
    return {
      contents: entries.map((entry) => ({
        positionKey: entry.positionKey,
        contentType: entry.contentType,
        content: entry.content,
      })),
    };
  }
}
