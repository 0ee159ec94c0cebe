import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

export type CmsEntry = { positionKey: string; contentType: string; content: string; sort: number };

// Every statement on `cms_entry`, in the ambient transaction when there is one.
@Injectable()
export class CmsRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  async ofPage(pagePath: string, product: number): Promise<CmsEntry[]> {
    return (await this.db.query(
      `SELECT position_key AS "positionKey", content_type AS "contentType", content, sort FROM cms_entry
       WHERE page_path = $1 AND product = $2 ORDER BY sort, position_key`,
      [pagePath, product],
    )) as CmsEntry[];
  }

  // The seed writes its entries; an entry an operator changed keeps the operator's content.
  async seed(pagePath: string, product: number, entries: CmsEntry[]): Promise<void> {
    for (const entry of entries) {
      await this.db.query(
        `INSERT INTO cms_entry (page_path, product, position_key, content_type, content, sort)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (page_path, product, position_key) DO UPDATE
           SET content_type = EXCLUDED.content_type, content = EXCLUDED.content, sort = EXCLUDED.sort,
               updated_at = now()
           WHERE NOT cms_entry.edited`,
        [pagePath, product, entry.positionKey, entry.contentType, entry.content, entry.sort],
      );
    }
  }

  /** An operator's change: written (or added) and kept by later seeds. */
  async set(pagePath: string, product: number, entry: Omit<CmsEntry, 'sort'>): Promise<void> {
    await this.db.query(
      `INSERT INTO cms_entry (page_path, product, position_key, content_type, content, sort, edited)
       VALUES ($1::text, $2, $3, $4, $5, (SELECT coalesce(max(sort), 0) + 1 FROM cms_entry WHERE page_path = $1::text), true)
       ON CONFLICT (page_path, product, position_key) DO UPDATE
         SET content_type = EXCLUDED.content_type, content = EXCLUDED.content, edited = true, updated_at = now()`,
      [pagePath, product, entry.positionKey, entry.contentType, entry.content],
    );
  }
}
