import { Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

import { Operation } from '@server/common/openapi/operation.decorator';

import { iconLibrarySchema } from './dto/icon.dto';
import { IconSearchService } from './icon-search.service';

// The Draft service's icon-library listing (the libraries of the icon tab).
@ApiTags('Draft')
@Controller('uxa-center/draft/Draft')
export class DraftIconController {
  constructor(private readonly icons: IconSearchService) {}

  @Post('listIconLibrary')
  @Operation({
    access: 'public',
    summary: 'The icon libraries: name, styles, icon count, license and homepage',
    response: iconLibrarySchema.array(),
    input: 'none',
  })
  listIconLibrary() {
    return this.icons.libraries();
  }
}
