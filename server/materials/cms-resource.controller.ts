import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Operation } from '@server/common/openapi/operation.decorator';
import { ZodBody } from '@server/common/validation/zod';

import { CmsService } from './cms.service';
import { ResourceContentDto, resourceContentResultSchema } from './dto/library.dto';

// The site's CMS: what the landing pages show (rankings, showcase); operators change it with the admin command.
@ApiTags('Resource')
@Controller('uxa-center/cms/Resource')
export class CmsResourceController {
  constructor(private readonly cms: CmsService) {}

  @Post('queryResourceContent')
  @Operation({
    access: 'public',
    summary: "A page's CMS entries (pagePath home, product 12: the rankings top10 and source6, the showcase)",
    description:
      'Each entry has positionKey, contentType and content, a JSON string. A rank holds id, title, subTitle, key, ' +
      'children (product ids, the current list) and history (older lists); the showcase (contentType case) holds ' +
      'children, the product ids to open with MaterialList/previewMaterialList.',
    response: resourceContentResultSchema,
  })
  queryResourceContent(@ZodBody(ResourceContentDto) body: ResourceContentDto) {
    return this.cms.content(body.pagePath, body.product);
  }
}
