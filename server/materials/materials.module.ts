import { Module } from '@nestjs/common';

import { DraftMaterialController } from './draft-material.controller';
import { PageTemplateService } from './page-template.service';

// Page templates: the seeded set the built-in designer's section kit composes.
@Module({ controllers: [DraftMaterialController], providers: [PageTemplateService] })
export class MaterialsModule {}
