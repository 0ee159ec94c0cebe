import { randomBytes } from 'node:crypto';

import { Injectable, type OnModuleInit } from '@nestjs/common';
import sharp from 'sharp';

import { PermanentJobError } from '@server/common/jobs/job-handler';
import { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';
import { StoragePort } from '@server/common/storage/storage.port';
import { sharedLayoutEngine, renderPng } from '@boxify/design/node';

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
    private readonly storage: StoragePort,
  ) {}

  onModuleInit(): void {
    this.jobs.register<{ panelId: string }, unknown>({
      kind: PREVIEW_JOB,
      queue: QueueName.Preview,
      run: async (context) => {
        const stored = await this.panels.loadDocument(context.payload.panelId, context.ownerId ?? '');
        if (!stored) throw new PermanentJobError('The panel no longer exists');
        const { panel, document } = stored;
        const png = await renderPng(document, { engine: await sharedLayoutEngine() });
        const webp = await sharp(png)
          .resize({ width: Math.min(PREVIEW_MAX_WIDTH, Math.round(document.width)), withoutEnlargement: true })
          .webp({ quality: 95 })
          .toBuffer();
        const previewKey = `${panel.id}-${randomBytes(16).toString('base64url')}`;
        await this.storage.put(previewStorageKey(previewKey), webp, 'image/webp');
        const old = panel.previewKey;
        return {
          result: { previewKey, version: panel.version, size: webp.length },
          commit: async () => {
            await this.panels.setPreviewKey(panel.id, previewKey);
            if (old) await this.storage.remove(previewStorageKey(old));
          },
        };
      },
    });
  }
}
