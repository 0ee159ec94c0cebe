import { Module } from '@nestjs/common';

import { DraftMaterialController } from './draft-material.controller';

// Page templates: the seeded set the built-in designer's section kit composes.
@Module({ controllers: [DraftMaterialController] })
export class MaterialsModule {}
