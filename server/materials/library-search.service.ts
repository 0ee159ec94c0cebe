import { Injectable } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { RateLimiter } from '@server/common/rate-limit/rate-limiter.service';
import { MaterialUsageService } from '@server/icons/material-usage.service';

import { MaterialType } from './catalogue/build-catalogue';
import { TAG_LABELS, tagLabel, type TagName } from './catalogue/tags';
import type {
  AggregateTagDto,
  NestedTagQueryDto,
  PageMaterialV3Dto,
  PersonalSearchDto,
  SearchMaterialDto,
  TagValueQueryDto,
} from './dto/library.dto';
import { materialItem, materialList, TYPE_LABELS } from './material-views';
import { MaterialRepository, type MaterialRow } from './material.repository';
import { ProductNotFound } from './materials.exception';
import { correctionsOf } from './search/corrections';
import { ResultCache } from './search/result-cache';
import { searchWords, withCorrections, type SearchWords } from './search/search-words';

export type Caller = { userId?: string; ip: string };

// Search answers are kept this long in each API process (a new library shows within it).
const CACHE_TTL_MS = 30_000;

// The library's reading side: search (full text and trigram similarity), tags, personal lists, products.
@Injectable()
export class LibrarySearchService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly materials: MaterialRepository,
    private readonly usage: MaterialUsageService,
    private readonly limiter: RateLimiter,
  ) {}

  private readonly found = new ResultCache<{ rows: MaterialRow[]; pages: MaterialRow[]; total: number }>(
    1000,
    CACHE_TTL_MS,
  );

  // A word's corrections: the library's words change only when it is seeded.
  private readonly corrected = new ResultCache<string[]>(5000, 10 * CACHE_TTL_MS);

  /** Forgets the cached answers (after this process wrote the library). */
  forgetAnswers(): void {
    this.found.clear();
    this.corrected.clear();
  }

  /** Searches are cheap but unbounded in number: limited per user, or per IP for anonymous callers. */
  async limit(caller: Caller): Promise<void> {
    await this.limiter.consume({
      key: caller.userId ? `material-search:user:${caller.userId}` : `material-search:ip:${caller.ip}`,
      max: this.config.MATERIAL_SEARCH_MAX_PER_MINUTE,
      windowSeconds: 60,
    });
  }

  private starred(caller: Caller, rows: MaterialRow[]): Promise<Set<string>> {
    return caller.userId
      ? this.materials.starredAmong(
          caller.userId,
          rows.map((row) => row.id),
        )
      : Promise.resolve(new Set());
  }

  /** The pages of the products among the rows. */
  private pagesOf(rows: MaterialRow[]): Promise<MaterialRow[]> {
    return this.materials.byEncryptedIds(
      rows.filter((row) => row.type === MaterialType.product).flatMap((row) => row.members),
    );
  }

  /** Rows as the answer shows them: products with their pages, everything else as items. */
  private async present(rows: MaterialRow[], caller: Caller, language: Language, known?: MaterialRow[]) {
    const pages = known ?? (await this.pagesOf(rows));
    const starred = await this.starred(caller, [...rows, ...pages]);
    const pageById = new Map(pages.map((page) => [page.encryptedId, page]));
    return rows.map((row) =>
      row.type === MaterialType.product
        ? materialList(
            row,
            row.members.flatMap((id) => pageById.get(id) ?? []),
            language,
            starred,
          )
        : materialItem(row, language, starred),
    );
  }

  /** The query's words, mistyped ones with the library's closest words. */
  private async words(query: string | undefined): Promise<SearchWords | undefined> {
    if (!query) return undefined;
    const words = searchWords(query);
    const corrections = new Map<string, string[]>();
    for (const word of words.latin.filter((w) => w.length >= 4)) {
      const close = await this.corrected.get(word, async () =>
        correctionsOf(word, await this.materials.similarWords(word)),
      );
      if (close.length > 0) corrections.set(word, close);
    }
    return withCorrections(words, corrections);
  }

  async search(body: SearchMaterialDto, caller: Caller, language: Language) {
    await this.limit(caller);
    const { rows, pages, total } = await this.found.get(`search:${JSON.stringify(body)}`, async () => {
      const { rows, total } = await this.materials.search({
        type: body.type,
        words: await this.words(body.query),
        andTags: body.andTags,
        encryptedIds: body.encryptedIds,
        limit: body.pageSize,
        offset: (body.page - 1) * body.pageSize,
      });
      return { rows, total, pages: await this.pagesOf(rows) };
    });
    return { items: await this.present(rows, caller, language, pages), total };
  }

  async pageV3(body: PageMaterialV3Dto, caller: Caller, language: Language) {
    await this.limit(caller);
    const { rows, total } = await this.materials.search({
      type: body.type,
      words: await this.words(body.query),
      andTags: body.tags,
      parentId: body.encryptedMaterialListId,
      limit: body.pageSize,
      offset: (body.page - 1) * body.pageSize,
    });
    const starred = await this.starred(caller, rows);
    return { items: rows.map((row) => materialItem(row, language, starred)), total };
  }

  /** Per tag asked, its values among the search's results with their counts (spec §3 tag aggregation). */
  async aggregateTags(body: AggregateTagDto, caller: Caller, language: Language) {
    await this.limit(caller);
    const counts = await this.materials.tagCounts(
      { type: body.type, words: await this.words(body.query), andTags: body.andTags },
      body.aggregateTags,
    );
    return {
      expandedOptions: body.aggregateTags.map((tag) => ({
        label: TAG_LABELS[tag][language],
        value: tag,
        children: counts
          .filter((c) => c.value.startsWith(`${tag}:`))
          .map((c) => ({ label: tagLabel(c.value, language) ?? c.value, value: c.value, count: c.count })),
      })),
    };
  }

  async tagValues(body: TagValueQueryDto, language: Language) {
    const counts = await this.materials.tagCounts({ type: body.type }, [body.tag]);
    return { options: counts.map((c) => ({ label: tagLabel(c.value, language) ?? c.value, ...c })) };
  }

  /** The outer tag's values, each with the inner tag's values found with it (product types → functions). */
  async nestedTagValues(body: NestedTagQueryDto, language: Language) {
    const [outer, inner] = body.tags as [TagName, TagName];
    const pairs = await this.materials.tagPairs(body.type, outer, inner);
    const groups = new Map<string, { label: string; value: string; count: number }[]>();
    for (const pair of pairs) {
      const children = groups.get(pair.outer) ?? [];
      children.push({ label: tagLabel(pair.inner, language) ?? pair.inner, value: pair.inner, count: pair.count });
      groups.set(pair.outer, children);
    }
    return {
      expandedOptions: [...groups].map(([value, children]) => ({
        label: tagLabel(value, language) ?? value,
        value,
        children,
      })),
    };
  }

  /** The caller's starred materials of a type, newest star first. */
  async personal(userId: string, body: PersonalSearchDto, language: Language) {
    const { rows, total } = await this.materials.starred(
      userId,
      body.type,
      body.query,
      body.pageSize,
      (body.page - 1) * body.pageSize,
    );
    return { items: await this.present(rows, { userId, ip: '' }, language), total };
  }

  /** How many materials of each type the caller starred. */
  async personalTypes(userId: string, language: Language) {
    const counts = await this.materials.starredTypeCounts(userId);
    return {
      expandedOptions: counts.map((c) => ({
        label: TYPE_LABELS[c.type]?.[language] ?? String(c.type),
        value: String(c.type),
        count: c.count,
      })),
    };
  }

  /** The caller's recently used materials of a type, newest first. */
  async recent(userId: string, body: PersonalSearchDto, language: Language) {
    const keys = await this.usage.recent(userId, body.type);
    let rows = await this.materials.byKeys(keys, body.type);
    if (body.query) {
      const words = body.query.toLowerCase();
      rows = rows.filter((row) => `${row.titleEn} ${row.titleZh}`.toLowerCase().includes(words));
    }
    const start = (body.page - 1) * body.pageSize;
    const page = rows.slice(start, start + body.pageSize);
    return { items: await this.present(page, { userId, ip: '' }, language), total: rows.length };
  }

  async suggestions(query: string, type: number, size: number, caller: Caller, language: Language) {
    await this.limit(caller);
    return { suggestions: await this.materials.suggestions(searchWords(query), type, language, size) };
  }

  /** Products by id, in the order asked; unknown ids are left out (spec §7 previewMaterialList). */
  async previewLists(ids: string[], withDetail: boolean, caller: Caller, language: Language) {
    const rows = (await this.materials.byEncryptedIds(ids)).filter((row) => row.type === MaterialType.product);
    const lists = await this.present(rows, caller, language);
    return withDetail ? lists : lists.map((list) => ('materials' in list ? { ...list, materials: [] } : list));
  }

  async listDetail(id: string, caller: Caller, language: Language) {
    const row = await this.materials.byEncryptedId(id);
    if (!row || row.type !== MaterialType.product) throw new ProductNotFound();
    const [list] = await this.present([row], caller, language);
    return list;
  }
}
