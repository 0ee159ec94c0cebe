import { createHash } from 'node:crypto';

import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import { resolveAppSecret } from '@server/common/config/app-secret';
import type { AppConfig } from '@server/common/config/config.schema';

import {
  buildIcons,
  buildLibraries,
  buildProducts,
  MaterialType,
  type MaterialRecord,
} from './catalogue/build-catalogue';
import { CMS_HOME, homeEntries } from './catalogue/cms-content';
import { materialId } from './catalogue/material-id';
import { PRODUCTS } from './catalogue/products';
import { tagLabel } from './catalogue/tags';
import { CmsRepository } from './cms.repository';
import { MaterialRepository, type MaterialWrite } from './material.repository';
import { segmented } from './search/search-words';

// Raise when the catalogue's recipes or the written columns change: the next start writes the library again.
const CATALOGUE_VERSION = 'library-1';
const ICON_BATCH = 1000;

export type SeedReport = { seeded: boolean; materials: number; ms: number };

// Writes the library (spec §3) composed by the designer: icons, then per product its pages and components,
// then the products and the CMS entries, so a product is only listed once its pages are there. Idempotent:
// materials are upserted by key, and a seed of the same version (and secret) finds nothing to do.
@Injectable()
export class LibrarySeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('LibrarySeed');
  private readonly secret: string;
  private running?: Promise<SeedReport>;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly materials: MaterialRepository,
    private readonly cms: CmsRepository,
  ) {
    this.secret = resolveAppSecret(config);
  }

  onApplicationBootstrap(): void {
    if (this.config.LIBRARY_SEED !== 'start') return;
    this.ensureSeeded().then(
      (report) => report.seeded && this.logger.log(`Library written: ${report.materials} materials in ${report.ms} ms`),
      (error: unknown) => this.logger.error(`Library seed failed: ${String(error)}`),
    );
  }

  /** The version written with every row: the catalogue's and the secret's (ids change with the secret). */
  get version(): string {
    const secret = createHash('sha256').update(this.secret).digest('hex').slice(0, 12);
    return `${CATALOGUE_VERSION}-${secret}`;
  }

  idOf(key: string): string {
    return materialId(this.secret, key);
  }

  /** Seeds once per process (concurrent callers share the run). */
  ensureSeeded(force = false): Promise<SeedReport> {
    if (!this.running || force) {
      this.running = this.seed(force);
      this.running.catch(() => (this.running = undefined));
    }
    return this.running;
  }

  private async seed(force: boolean): Promise<SeedReport> {
    const started = Date.now();
    const version = this.version;
    const products = await this.materials.countByType(MaterialType.product, version);
    if (!force && products === PRODUCTS.length) return { seeded: false, materials: 0, ms: Date.now() - started };
    let written = 0;
    const icons = buildIcons();
    for (let i = 0; i < icons.length; i += ICON_BATCH) {
      await this.materials.upsert(
        icons.slice(i, i + ICON_BATCH).map((m) => this.toWrite(m)),
        version,
      );
    }
    written += icons.length;
    await this.materials.upsert(
      buildLibraries().map((m) => this.toWrite(m)),
      version,
    );
    written += 3;
    const productRows: MaterialRecord[] = [];
    await buildProducts(async (rows) => {
      productRows.push(...rows.filter((row) => row.type === MaterialType.product));
      const pages = rows.filter((row) => row.type !== MaterialType.product);
      await this.materials.upsert(
        pages.map((m) => this.toWrite(m)),
        version,
      );
      written += pages.length;
    });
    await this.materials.upsert(
      productRows.map((m) => this.toWrite(m)),
      version,
    );
    written += productRows.length;
    await this.cms.seed(
      CMS_HOME.pagePath,
      CMS_HOME.product,
      homeEntries((key) => this.idOf(key)),
    );
    await this.materials.deleteOtherVersions(version);
    await this.materials.rebuildWords();
    await this.materials.analyze();
    return { seeded: true, materials: written, ms: Date.now() - started };
  }

  private toWrite(m: MaterialRecord): MaterialWrite {
    const labels = (language: 'en' | 'zh') => m.tags.map((tag) => tagLabel(tag, language) ?? '').join(' ');
    const restEn = `${m.description.en} ${m.keywords.en} ${labels('en')}`;
    const restZh = `${m.description.zh} ${m.keywords.zh} ${labels('zh')}`;
    return {
      encryptedId: this.idOf(m.key),
      key: m.key,
      type: m.type,
      titleEn: m.title.en,
      titleZh: m.title.zh,
      descriptionEn: m.description.en,
      descriptionZh: m.description.zh,
      tags: m.tags,
      endCode: m.endCode,
      width: m.width,
      height: m.height,
      dark: m.dark,
      contentEn: m.content?.en ?? null,
      contentZh: m.content?.zh ?? null,
      members: m.members.map((key) => this.idOf(key)),
      parentId: m.parentKey ? this.idOf(m.parentKey) : null,
      sort: m.sort,
      searchEn: { title: m.title.en, rest: restEn },
      searchZh: { title: segmented(m.title.zh), rest: segmented(restZh) },
      searchText: `${m.title.en} ${m.keywords.en} ${labels('en')} ${m.title.zh} ${m.keywords.zh} ${labels('zh')}`
        .toLowerCase()
        .replace(/\s+/g, ' ')
        .trim(),
    };
  }
}
