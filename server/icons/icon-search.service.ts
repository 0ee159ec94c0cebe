import { Injectable, Logger } from '@nestjs/common';
import type { z } from 'zod';

import type { CurrentUserInfo } from '@server/common/auth/session.service';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { RateLimiter } from '@server/common/rate-limit/rate-limiter.service';

import {
  type existIconResultSchema,
  type existIconSchema,
  type iconLibrarySchema,
  MATERIAL_TYPE,
  type SearchIconInput,
} from './dto/icon.dto';
import { type IconCatalogue, iconCatalogue, iconCatalogueBuildStats } from './icons/icon-catalogue';
import { parseIconQuery } from './icons/icon-query';
import {
  ICON_LIBRARIES,
  ICON_STYLES,
  iconPackageVersions,
  type IconLibraryId,
  type IconRecord,
} from './icons/icon-sources';
import { ICON_LIBRARY_NAMES } from './icons.texts';
import { MaterialUsageService } from './material-usage.service';

export type IconPage = { items: IconRecord[]; total: number };
export type IconCaller = { user?: CurrentUserInfo; ip: string };

type LibraryInfo = Omit<z.infer<typeof iconLibrarySchema>, 'count' | 'counts' | 'styles' | 'version'>;

const LIBRARY_INFO: Record<IconLibraryId, LibraryInfo> = {
  tabler: {
    id: 'tabler',
    name: ICON_LIBRARY_NAMES.tabler,
    license: 'MIT',
    homepage: 'https://tabler.io/icons',
  },
  phosphor: {
    id: 'phosphor',
    name: ICON_LIBRARY_NAMES.phosphor,
    license: 'MIT',
    homepage: 'https://phosphoricons.com',
  },
};

const page = <T>(items: T[], number: number, size: number): T[] => items.slice((number - 1) * size, number * size);

@Injectable()
export class IconSearchService {
  private readonly logger = new Logger('IconCatalogue');
  private logged = false;

  constructor(
    private readonly usage: MaterialUsageService,
    private readonly limiter: RateLimiter,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async search(input: SearchIconInput, caller: IconCaller): Promise<IconPage> {
    const { catalogue, found } = await this.find(input, caller);
    return {
      items: page(found, input.page, input.pageSize).map((index) => catalogue.icons[index]),
      total: found.length,
    };
  }

  // One group per library, each paged on its own (the search panel shows them one after another).
  async searchGrouped(input: SearchIconInput, caller: IconCaller) {
    const { catalogue, found } = await this.find(input, caller);
    const libraries = input.library === 'all' ? ICON_LIBRARIES : [input.library];
    return {
      groups: libraries.map((library) => {
        const mine = found.filter((index) => catalogue.icons[index].library === library);
        return {
          library,
          label: LIBRARY_INFO[library].name,
          items: page(mine, input.page, input.pageSize).map((index) => catalogue.icons[index]),
          total: mine.length,
        };
      }),
    };
  }

  exist(input: z.infer<typeof existIconSchema>): z.infer<typeof existIconResultSchema> {
    const catalogue = this.catalogue();
    return {
      icons: input.icons.map(({ library, name, style }) => {
        const styles = catalogue.styles(library, name);
        return {
          library,
          name,
          style: style ?? null,
          exists: style ? styles.includes(style) : styles.length > 0,
          styles,
        };
      }),
    };
  }

  libraries(): z.infer<typeof iconLibrarySchema>[] {
    const catalogue = this.catalogue();
    const versions = iconPackageVersions();
    return ICON_LIBRARIES.map((library) => {
      const counts = { outline: catalogue.count(library, 'outline'), filled: catalogue.count(library, 'filled') };
      return {
        ...LIBRARY_INFO[library],
        version: versions[library],
        styles: ICON_STYLES.filter((style) => counts[style] > 0),
        count: counts.outline + counts.filled,
        counts,
      };
    });
  }

  // The shared catalogue, built on first use; its build time is logged once.
  private catalogue(): IconCatalogue {
    const catalogue = iconCatalogue();
    const stats = iconCatalogueBuildStats();
    if (!this.logged && stats) {
      this.logged = true;
      this.logger.log(`${stats.icons} icons indexed in ${Math.round(stats.ms)} ms`);
    }
    return catalogue;
  }

  private async find(
    input: SearchIconInput,
    caller: IconCaller,
  ): Promise<{ catalogue: IconCatalogue; found: number[] }> {
    if (input.recentlyUsed && !caller.user) throw new AppException(ErrorCode.Unauthenticated);
    await this.limiter.consume({
      key: caller.user ? `icon-search:user:${caller.user.id}` : `icon-search:ip:${caller.ip}`,
      max: this.config.ICON_SEARCH_MAX_PER_MINUTE,
      windowSeconds: 60,
    });
    const catalogue = this.catalogue();
    const query = parseIconQuery(input.query);
    const filter = {
      library: input.library === 'all' ? undefined : input.library,
      style: input.style === 'all' ? undefined : input.style,
    };
    if (!input.recentlyUsed) return { catalogue, found: catalogue.search(query, filter) };
    // Recently used: the user's order (newest first), narrowed by the query and the filters.
    const matching = query.terms.length || query.unmatchable ? catalogue.rank(query) : undefined;
    const found: number[] = [];
    for (const key of await this.usage.recent(caller.user!.id, MATERIAL_TYPE.icon)) {
      const index = catalogue.indexOf(key);
      if (index === undefined || (matching && !matching.has(index))) continue;
      const icon = catalogue.icons[index];
      if ((filter.library && icon.library !== filter.library) || (filter.style && icon.style !== filter.style))
        continue;
      found.push(index);
    }
    return { catalogue, found };
  }
}
