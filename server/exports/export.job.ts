import { Injectable, type OnModuleInit } from '@nestjs/common';

import { PermanentJobError } from '@server/common/jobs/job-handler';
import { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';
import { failureOfDrawing, RenderService } from '@server/common/render/render.service';
import { StorageFileTooLarge, StoragePort } from '@server/common/storage/storage.port';
import { zipBundle } from '@boxify/design/node';
import { slug } from '@boxify/design/render';
import { PanelRepository } from '@server/panels/panel.repository';

import type { ExportJobPayload } from './dto/export.dto';

export const EXPORT_JOB = 'export.panel';
// Figma's own files carry no registered type: a download the browser saves as it is.
const FIG_CONTENT_TYPE = 'application/octet-stream';

// Renders a panel's code or assets, zips them and stores the zip; the task's result names the file,
// and the task list offers it behind a temporary link.
@Injectable()
export class ExportJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly panels: PanelRepository,
    private readonly storage: StoragePort,
    private readonly render: RenderService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<ExportJobPayload, unknown>({
      kind: EXPORT_JOB,
      queue: QueueName.Export,
      run: async (context) => {
        const { panelId, format, scales, nodeIds } = context.payload;
        // Made current, with library icons saved without their drawing drawn from the icon catalogue.
        const loaded = await this.panels.loadDocument(panelId, context.ownerId ?? '').catch((error: unknown) => {
          throw failureOfDrawing(error);
        });
        if (!loaded) throw new PermanentJobError('The panel no longer exists');
        const { document } = loaded;
        await context.progress(10);
        let files;
        try {
          files = await this.render.exportBundle(document, format, { scales, nodeIds });
        } catch (error) {
          // A node id that is not in the panel cannot succeed on a retry.
          if (error instanceof Error && /is not in panel/.test(error.message))
            throw new PermanentJobError(error.message);
          throw failureOfDrawing(error);
        }
        await context.progress(80);
        // A .fig is itself the file Figma opens: stored as it is, not zipped again.
        const [fig] = format === 'fig' ? files : [];
        const name = fig ? fig.path : `${slug(document.name, 'panel')}-${format}.zip`;
        const bytes = fig ? Buffer.from(fig.contents) : Buffer.from(zipBundle(files));
        const stored = await this.storage
          .put(`exports/${context.taskId}.${fig ? 'fig' : 'zip'}`, bytes, fig ? FIG_CONTENT_TYPE : 'application/zip')
          .catch((error: unknown) => {
            // A bundle over the store's limit is as large on every retry.
            if (error instanceof StorageFileTooLarge) throw new PermanentJobError(error.message);
            throw error;
          });
        return { result: { format, files: files.length, file: { ...stored, name } } };
      },
    });
  }
}
