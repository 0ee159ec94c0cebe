import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

import { andQuery, orQuery, type SearchWords } from './search/search-words';

/** A material as lists show it (no design document). */
export type MaterialRow = {
  id: string;
  encryptedId: string;
  key: string;
  type: number;
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  tags: string[];
  endCode: number | null;
  width: number | null;
  height: number | null;
  dark: boolean;
  members: string[];
  parentId: string | null;
};

/** What the seed writes per material; the search columns are made from `searchEn` and `searchZh`. */
export type MaterialWrite = Omit<MaterialRow, 'id'> & {
  contentEn: unknown;
  contentZh: unknown;
  sort: number;
  /** English words, weighted: the title (A) and the rest (B). */
  searchEn: { title: string; rest: string };
  /** jieba-segmented Chinese words, weighted the same way. */
  searchZh: { title: string; rest: string };
  /** Lower-case text for trigram similarity. */
  searchText: string;
};

export type MaterialSearch = {
  type: number;
  words?: SearchWords;
  andTags?: string[];
  encryptedIds?: string[];
  parentId?: string;
  limit: number;
  offset: number;
};

const COLUMNS = `m.id, m.encrypted_id AS "encryptedId", m.key, m.type, m.title_en AS "titleEn", m.title_zh AS "titleZh",
  m.description_en AS "descriptionEn", m.description_zh AS "descriptionZh", m.tags, m.end_code AS "endCode",
  m.width, m.height, m.dark, m.members, m.parent_id AS "parentId"`;

// How many of the library's words that look like a mistyped one are weighed as its correction.
const SIMILAR_WORDS = 10;

// Every statement on `material`, `material_star` and `material_feedback`, in the ambient transaction when
// there is one.
@Injectable()
export class MaterialRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  async countByType(type: number, version?: string): Promise<number> {
    const [{ n }] = (await this.db.query(
      'SELECT count(*)::int AS n FROM material WHERE type = $1 AND ($2::text IS NULL OR seed_version = $2)',
      [type, version ?? null],
    )) as { n: number }[];
    return n;
  }

  // One statement per batch: the rows travel as one JSON parameter.
  async upsert(rows: MaterialWrite[], version: string): Promise<void> {
    await this.db.query(
      `INSERT INTO material (encrypted_id, key, type, title_en, title_zh, description_en, description_zh, tags,
         end_code, width, height, dark, content_en, content_zh, members, parent_id, sort, search_text,
         search_vector, seed_version)
       SELECT r."encryptedId", r.key, r.type, r."titleEn", r."titleZh", r."descriptionEn", r."descriptionZh",
         ARRAY(SELECT jsonb_array_elements_text(r.tags)), r."endCode", r.width, r.height, r.dark,
         r."contentEn", r."contentZh", ARRAY(SELECT jsonb_array_elements_text(r.members)), r."parentId", r.sort,
         r."searchText",
         setweight(to_tsvector('english', r."searchEn"->>'title'), 'A')
           || setweight(to_tsvector('english', r."searchEn"->>'rest'), 'B')
           || setweight(to_tsvector('simple', r."searchZh"->>'title'), 'A')
           || setweight(to_tsvector('simple', r."searchZh"->>'rest'), 'B'),
         $2
       FROM jsonb_to_recordset($1::jsonb) AS r("encryptedId" text, key text, type smallint, "titleEn" text,
         "titleZh" text, "descriptionEn" text, "descriptionZh" text, tags jsonb, "endCode" smallint, width int,
         height int, dark boolean, "contentEn" jsonb, "contentZh" jsonb, members jsonb, "parentId" text, sort int,
         "searchText" text, "searchEn" jsonb, "searchZh" jsonb)
       ON CONFLICT (key) DO UPDATE SET encrypted_id = EXCLUDED.encrypted_id, type = EXCLUDED.type,
         title_en = EXCLUDED.title_en, title_zh = EXCLUDED.title_zh, description_en = EXCLUDED.description_en,
         description_zh = EXCLUDED.description_zh, tags = EXCLUDED.tags, end_code = EXCLUDED.end_code,
         width = EXCLUDED.width, height = EXCLUDED.height, dark = EXCLUDED.dark, content_en = EXCLUDED.content_en,
         content_zh = EXCLUDED.content_zh, members = EXCLUDED.members, parent_id = EXCLUDED.parent_id,
         sort = EXCLUDED.sort, search_text = EXCLUDED.search_text, search_vector = EXCLUDED.search_vector,
         seed_version = EXCLUDED.seed_version, updated_at = now()`,
      [JSON.stringify(rows), version],
    );
  }

  // Materials a newer catalogue no longer has, with their stars.
  async deleteOtherVersions(version: string): Promise<number> {
    await this.db.query(
      'DELETE FROM material_star WHERE material_id IN (SELECT id FROM material WHERE seed_version <> $1)',
      [version],
    );
    const [, count] = (await this.db.query('DELETE FROM material WHERE seed_version <> $1', [version])) as [
      unknown,
      number,
    ];
    return count;
  }

  async byEncryptedId(encryptedId: string): Promise<MaterialRow | undefined> {
    const [row] = (await this.db.query(`SELECT ${COLUMNS} FROM material m WHERE m.encrypted_id = $1`, [
      encryptedId,
    ])) as MaterialRow[];
    return row;
  }

  async content(id: string, language: 'en' | 'zh'): Promise<unknown> {
    const [row] = (await this.db.query(
      `SELECT ${language === 'zh' ? 'content_zh' : 'content_en'} AS content FROM material WHERE id = $1`,
      [id],
    )) as { content: unknown }[];
    return row?.content ?? null;
  }

  /** Materials by encrypted id, in the order asked. */
  async byEncryptedIds(encryptedIds: string[]): Promise<MaterialRow[]> {
    if (encryptedIds.length === 0) return [];
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM material m WHERE m.encrypted_id = ANY($1)`, [
      encryptedIds,
    ])) as MaterialRow[];
    const byId = new Map(rows.map((row) => [row.encryptedId, row]));
    return encryptedIds.flatMap((id) => byId.get(id) ?? []);
  }

  async byKeys(keys: string[], type: number): Promise<MaterialRow[]> {
    if (keys.length === 0) return [];
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM material m WHERE m.key = ANY($1) AND m.type = $2`, [
      keys,
      type,
    ])) as MaterialRow[];
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return keys.flatMap((key) => byKey.get(key) ?? []);
  }

  /** The WHERE clause and the rank of a search, with its parameters from `$first` on. */
  private filter(search: Omit<MaterialSearch, 'limit' | 'offset'>, first = 1, ranked = true) {
    const params: unknown[] = [search.type];
    const where = [`m.type = $${first}`];
    const add = (value: unknown) => {
      params.push(value);
      return `$${first + params.length - 1}`;
    };
    if (search.andTags?.length) where.push(`m.tags @> ${add(search.andTags)}::text[]`);
    if (search.encryptedIds) where.push(`m.encrypted_id = ANY(${add(search.encryptedIds)})`);
    if (search.parentId) where.push(`m.parent_id = ${add(search.parentId)}`);
    const words = search.words;
    if (!words || (words.latin.length === 0 && words.chinese.length === 0)) {
      return { where: where.join(' AND '), params, rank: undefined };
    }
    const or = `(to_tsquery('english', ${add(orQuery(words.latin))}) || to_tsquery('simple', ${add(orQuery(words.chinese))}))`;
    where.push(`m.search_vector @@ ${or}`);
    if (!ranked) return { where: where.join(' AND '), params, rank: undefined };
    const and = `(to_tsquery('english', ${add(andQuery(words.latin))}) && to_tsquery('simple', ${add(andQuery(words.chinese))}))`;
    // Every word (or one of its corrections) found ranks first; then how well the words match, titles first.
    const rank = `(CASE WHEN m.search_vector @@ ${and} THEN 2 ELSE 0 END) + ts_rank(m.search_vector, ${or})`;
    return { where: where.join(' AND '), params, rank };
  }

  /**
   * The library's words that look like a query word it does not hold (a typo): the closest by trigram
   * similarity (pg_trgm's `%`, on the words' index), nearest first.
   */
  async similarWords(word: string): Promise<string[]> {
    const known = (await this.db.query('SELECT 1 FROM material_word WHERE word = $1', [word])) as unknown[];
    if (known.length > 0) return [];
    const rows = (await this.db.query(
      `SELECT word FROM material_word WHERE word % $1 ORDER BY similarity(word, $1) DESC, word LIMIT ${SIMILAR_WORDS}`,
      [word],
    )) as { word: string }[];
    return rows.map((row) => row.word);
  }

  /** Fresh statistics after a seed, so the planner reaches for the text-search and trigram indexes. */
  async analyze(): Promise<void> {
    await this.db.query('ANALYZE material');
    await this.db.query('ANALYZE material_word');
  }

  /** Refreshes the words of the library's search texts (after a seed). */
  async rebuildWords(): Promise<number> {
    await this.db.query('DELETE FROM material_word');
    const [, count] = (await this.db.query(
      `INSERT INTO material_word (word)
       SELECT DISTINCT word FROM material, regexp_split_to_table(search_text, '[^a-z0-9]+') AS word
       WHERE length(word) BETWEEN 3 AND 60`,
    )) as [unknown, number];
    return count;
  }

  async search(search: MaterialSearch): Promise<{ rows: MaterialRow[]; total: number }> {
    const { where, params, rank } = this.filter(search, 1);
    const order = rank ? `${rank} DESC, m.sort` : 'm.sort';
    const n = params.length;
    const rows = (await this.db.query(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM material m WHERE ${where}
       ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, search.limit, search.offset],
    )) as (MaterialRow & { total: number })[];
    if (rows.length === 0 && search.offset > 0) {
      // Past the last page: the count alone (the window gave none), with the filter's own parameters.
      const counted = this.filter(search, 1, false);
      const [{ total }] = (await this.db.query(
        `SELECT count(*)::int AS total FROM material m WHERE ${counted.where}`,
        counted.params,
      )) as { total: number }[];
      return { rows: [], total };
    }
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }

  /** How many materials of a search carry each tag value starting with one of the prefixes. */
  async tagCounts(search: Omit<MaterialSearch, 'limit' | 'offset'>, prefixes: string[]) {
    const { where, params } = this.filter(search, 1, false);
    const n = params.length;
    return (await this.db.query(
      `SELECT tag AS value, count(*)::int AS count FROM material m, unnest(m.tags) AS tag
       WHERE ${where} AND split_part(tag, ':', 1) = ANY($${n + 1}) GROUP BY tag ORDER BY count DESC, tag`,
      [...params, prefixes],
    )) as { value: string; count: number }[];
  }

  /** Pairs of tag values that occur together (a product type and its pages' functions). */
  async tagPairs(type: number, outer: string, inner: string) {
    return (await this.db.query(
      `SELECT a AS outer, b AS inner, count(*)::int AS count FROM material m, unnest(m.tags) a, unnest(m.tags) b
       WHERE m.type = $1 AND split_part(a, ':', 1) = $2 AND split_part(b, ':', 1) = $3
       GROUP BY a, b ORDER BY a, count DESC, b`,
      [type, outer, inner],
    )) as { outer: string; inner: string; count: number }[];
  }

  /** Titles close to what is typed: a word of the title starts like it, else the nearest by trigrams. */
  async suggestions(words: SearchWords, type: number, language: 'en' | 'zh', limit: number): Promise<string[]> {
    const title = language === 'zh' ? 'title_zh' : 'title_en';
    const rows = (await this.db.query(
      `SELECT DISTINCT ON (t) t, score FROM (
         SELECT m.${title} AS t, word_similarity($1, m.search_text) AS score FROM material m
         WHERE m.type = $2 AND ($1 <% m.search_text OR m.${title} ILIKE $3)
       ) s ORDER BY t, score DESC`,
      [words.text, type, `%${words.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
    )) as { t: string; score: number }[];
    return rows
      .sort((a, b) => b.score - a.score || a.t.localeCompare(b.t))
      .slice(0, limit)
      .map((row) => row.t);
  }

  // Stars: one row per user and material, so a repeated or concurrent star is one; unstarring removes it.
  async setStar(userId: string, materialId: string, starred: boolean): Promise<void> {
    if (starred) {
      await this.db.query(
        `INSERT INTO material_star (user_id, material_id) VALUES ($1, $2)
         ON CONFLICT (user_id, material_id) DO NOTHING`,
        [userId, materialId],
      );
    } else {
      await this.db.query('DELETE FROM material_star WHERE user_id = $1 AND material_id = $2', [userId, materialId]);
    }
  }

  /** Which of the materials the user starred. */
  async starredAmong(userId: string, materialIds: string[]): Promise<Set<string>> {
    if (materialIds.length === 0) return new Set();
    const rows = (await this.db.query(
      'SELECT material_id AS id FROM material_star WHERE user_id = $1 AND material_id = ANY($2)',
      [userId, materialIds],
    )) as { id: string }[];
    return new Set(rows.map((row) => row.id));
  }

  async starCount(materialId: string): Promise<number> {
    const [{ n }] = (await this.db.query('SELECT count(*)::int AS n FROM material_star WHERE material_id = $1', [
      materialId,
    ])) as { n: number }[];
    return n;
  }

  /** The user's starred materials of a type, newest star first, optionally filtered by title words. */
  async starred(userId: string, type: number, query: string | undefined, limit: number, offset: number) {
    const rows = (await this.db.query(
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM material_star s JOIN material m ON m.id = s.material_id
       WHERE s.user_id = $1 AND m.type = $2 AND ($3::text IS NULL OR m.search_text ILIKE '%' || $3 || '%')
       ORDER BY s.created_at DESC, m.sort LIMIT $4 OFFSET $5`,
      [userId, type, query ? query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`) : null, limit, offset],
    )) as (MaterialRow & { total: number })[];
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }

  async starredTypeCounts(userId: string): Promise<{ type: number; count: number }[]> {
    return (await this.db.query(
      `SELECT m.type, count(*)::int AS count FROM material_star s JOIN material m ON m.id = s.material_id
       WHERE s.user_id = $1 GROUP BY m.type ORDER BY m.type`,
      [userId],
    )) as { type: number; count: number }[];
  }

  async addFeedback(values: { userId: string; materialId: string | null; query: string | null; content: string }) {
    const [row] = (await this.db.query(
      `INSERT INTO material_feedback (user_id, material_id, query, content) VALUES ($1, $2, $3, $4)
       RETURNING id, created_at AS "createdAt"`,
      [values.userId, values.materialId, values.query, values.content],
    )) as { id: string; createdAt: Date }[];
    return row;
  }
}
