import { randomBytes } from 'node:crypto';

import { Injectable, type OnModuleInit } from '@nestjs/common';

import { PermanentJobError } from '@server/common/jobs/job-handler';
import { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';
import { failureOfDrawing, RenderService } from '@server/common/render/render.service';
import { StoragePort } from '@server/common/storage/storage.port';
import { withResolvedIcons } from '@server/icons/resolve-icons';
import type { Panel } from '@boxify/design/schema';

import { readDocument } from './panel-document';
import { PanelVersionRepository } from './panel-version.repository';
import { PanelVersions } from './panel-versions';
import { PanelRepository } from './panel.repository';

export const PREVIEW_JOB = 'preview.panel';
// Previews are thumbnails for lists: at most this wide, WebP at quality 95 (spec §9).
export const PREVIEW_MAX_WIDTH = 720;

export const previewStorageKey = (previewKey: string) => `previews/${previewKey}.webp`;

// Re-renders a panel's preview from its saved document; the new key is written with the task's
// completion, so a retried render never leaves two.
@Injectable()
export class PreviewJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly panels: PanelRepository,
    private readonly versions: PanelVersionRepository,
    private readonly storage: StoragePort,
    private readonly render: RenderService,
    private readonly history: PanelVersions,
  ) {}

  private async draw(document: Panel): Promise<Buffer> {
    return this.render.preview(document, { maxWidth: PREVIEW_MAX_WIDTH, quality: 95 }).catch((error: unknown) => {
      throw failureOfDrawing(error);
    });
  }

  // A stored version's own document (the "Created" one, which the panel has moved past): its thumbnail only.
  private async versionPreview(panelId: string, panelVersion: number) {
    const version = await this.versions.atPanelVersion(panelId, panelVersion);
    if (!version) throw new PermanentJobError('The version no longer exists');
    const webp = await this.draw(withResolvedIcons(readDocument(await this.history.documentOf(version), panelId)));
    const previewKey = `${panelId}-${randomBytes(16).toString('base64url')}`;
    await this.storage.put(previewStorageKey(previewKey), webp, 'image/webp');
    return {
      result: { previewKey, version: panelVersion, size: webp.length },
      commit: async () => {
        const replaced = await this.versions.setPreviewKey(panelId, panelVersion, previewKey);
        if (replaced && replaced !== previewKey && !(await this.versions.usesPreview(replaced))) {
          await this.storage.remove(previewStorageKey(replaced));
        }
      },
    };
  }

  onModuleInit(): void {
    this.jobs.register<{ panelId: string; panelVersion?: number }, unknown>({
      kind: PREVIEW_JOB,
      queue: QueueName.Preview,
      run: async (context) => {
        const { panelId, panelVersion } = context.payload;
        if (panelVersion !== undefined) return this.versionPreview(panelId, panelVersion);
        const stored = await this.panels
          .loadDocument(context.payload.panelId, context.ownerId ?? '')
          .catch((error: unknown) => {
            throw failureOfDrawing(error);
          });
        if (!stored) throw new PermanentJobError('The panel no longer exists');
        const { panel, document } = stored;
        const webp = await this.draw(document);
        const previewKey = `${panel.id}-${randomBytes(16).toString('base64url')}`;
        await this.storage.put(previewStorageKey(previewKey), webp, 'image/webp');
        const old = panel.previewKey;
        return {
          result: { previewKey, version: panel.version, size: webp.length },
          // The version holding this document shows the same thumbnail in the history panel; a thumbnail
          // a version still shows is kept.
          commit: async () => {
            await this.panels.setPreviewKey(panel.id, previewKey);
            const replaced = await this.versions.setPreviewKey(panel.id, panel.version, previewKey);
            for (const key of new Set([old, replaced])) {
              if (key && key !== previewKey && !(await this.versions.usesPreview(key))) {
                await this.storage.remove(previewStorageKey(key));
              }
            }
          },
        };
      },
    });
  }
}
