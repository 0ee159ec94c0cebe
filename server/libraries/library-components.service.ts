import { Injectable } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';

import type { AllTokenDto, LibraryScopeDto, PageMaterialDto } from './dto/library.dto';
import { designRules, libraryMaterials, sectionMaterials, tokenRows } from './library-kit';
import { LibraryService } from './library.service';

// What a library offers the designer and the workbench: its token table, its components and its rules,
// each read from the library the caller may use (the selected one unless named).
@Injectable()
export class LibraryComponentsService {
  constructor(private readonly libraries: LibraryService) {}

  async tokens(userId: string, body: AllTokenDto) {
    const { definition } = await this.libraries.resolve(userId, body);
    const items = tokenRows(definition[body.theme]);
    return { libraryId: definition.id, theme: body.theme, items, total: items.length };
  }

  async components(userId: string, body: PageMaterialDto, language: Language) {
    const { definition } = await this.libraries.resolve(userId, body);
    const theme = definition[body.theme];
    const all = [
      ...(await sectionMaterials(definition.id, body.theme, theme, language, body.platform)),
      ...libraryMaterials(theme),
    ].filter((item) => !body.kind || item.kind === body.kind);
    const start = (body.page - 1) * body.pageSize;
    return {
      libraryId: definition.id,
      theme: body.theme,
      items: all.slice(start, start + body.pageSize),
      total: all.length,
    };
  }

  async rules(userId: string, body: LibraryScopeDto) {
    const { definition } = await this.libraries.resolve(userId, body);
    return { libraryId: definition.id, rules: designRules(definition) };
  }
}
