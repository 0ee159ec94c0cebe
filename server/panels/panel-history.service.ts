import { Injectable } from '@nestjs/common';

import { Transactions } from '@server/common/database/transactions';
import { NotFound } from '@server/common/errors/app.exception';
import type { Language } from '@boxify/design/locale';
import { previewUrl } from '@server/projects/project-views';

import type { PanelVersionEntity } from './entities/panel-version.entity';
import { PanelContentService } from './panel-content.service';
import { type VersionRow, PanelVersionRepository } from './panel-version.repository';
import { PanelVersions } from './panel-versions';
import { PanelRepository } from './panel.repository';
import { PANEL_VERSION, VERSION_SUMMARIES } from './panels.texts';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

// A version's "what" in the caller's language.
export function versionSummary(row: Pick<VersionRow, 'kind' | 'changes' | 'detail'>, language: Language): string {
  const values = { n: row.changes, detail: row.detail ?? '' };
  // A restore names its source: “its name”, or #seq for an unnamed one.
  const seq = row.kind === 'restore' ? /^#(\d+)$/.exec(row.detail ?? '') : null;
  if (seq) values.detail = fill(VERSION_SUMMARIES.versionNumber[language], { n: seq[1] });
  if (row.kind === 'edit' && row.changes === 1) return VERSION_SUMMARIES.editOne[language];
  if (row.kind === 'optimise' && row.changes === 1) return VERSION_SUMMARIES.optimiseOne[language];
  return fill(VERSION_SUMMARIES[row.kind][language], values);
}

// The history panel's operations: list, open one, restore one as a new version, name one (which keeps it).
@Injectable()
export class PanelHistoryService {
  constructor(
    private readonly txHost: Transactions,
    private readonly panels: PanelRepository,
    private readonly versions: PanelVersionRepository,
    private readonly history: PanelVersions,
    private readonly contents: PanelContentService,
  ) {}

  private view(row: VersionRow, currentVersion: number, language: Language) {
    return {
      versionId: row.id,
      seq: row.seq,
      panelVersion: row.panelVersion,
      kind: row.kind,
      summary: versionSummary(row, language),
      changes: row.changes,
      name: row.name,
      pinned: row.name !== null,
      current: row.panelVersion === currentVersion,
      author: { userId: row.authorId, name: row.authorName },
      previewUrl: previewUrl(row.previewKey),
      createdAt: row.createdAt.toISOString(),
      savedAt: row.savedAt.toISOString(),
    };
  }

  // Newest first.
  async page(ownerId: string, panelId: string, page: number, pageSize: number, language: Language) {
    const panel = await this.panels.findOwnedWithoutContent(panelId, ownerId);
    const current = (await this.panels.version(panel.id))!;
    const { rows, total } = await this.versions.page(panelId, page, pageSize);
    return { items: rows.map((row) => this.view(row, current, language)), total };
  }

  private async owned(ownerId: string, panelId: string, versionId: string): Promise<PanelVersionEntity> {
    await this.panels.findOwnedWithoutContent(panelId, ownerId);
    const version = await this.versions.find(panelId, versionId);
    if (!version) throw new NotFound(PANEL_VERSION);
    return version;
  }

  async query(ownerId: string, panelId: string, versionId: string, language: Language) {
    const version = await this.owned(ownerId, panelId, versionId);
    const current = (await this.panels.version(panelId))!;
    const content = await this.history.documentOf(version);
    return { ...this.view({ ...version, authorName: null }, current, language), content };
  }

  // The version's document saved as the current one, given the version the client read: a new version
  // (the ones after it stay), or 40900002 when someone saved first.
  async restore(ownerId: string, panelId: string, versionId: string, version: number) {
    return this.txHost.withTransaction(async () => {
      const source = await this.owned(ownerId, panelId, versionId);
      const content = await this.history.documentOf(source);
      const label = source.name ? `“${source.name}”` : `#${source.seq}`;
      const saved = await this.contents.save(ownerId, panelId, version, content, { kind: 'restore', detail: label });
      return { ...saved, content };
    });
  }

  // A named version is kept whole and for ever (retention prunes only unnamed ones).
  async name(ownerId: string, panelId: string, versionId: string, name: string, language: Language) {
    return this.txHost.withTransaction(async () => {
      const version = await this.owned(ownerId, panelId, versionId);
      const document = await this.history.documentOf(version);
      await this.versions.update(version.id, { name, document, patch: null, baseId: null });
      const row = (await this.versions.listed(panelId, version.id))!;
      return this.view(row, (await this.panels.version(panelId))!, language);
    });
  }
}
