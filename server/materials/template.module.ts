import { Module } from '@nestjs/common';

import { TemplateController } from './template.controller';

// Page templates: the seeded set the built-in designer's section kit composes.
@Module({ controllers: [TemplateController] })
export class TemplateModule {}
