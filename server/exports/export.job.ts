import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

import { PermanentJobError } from '@server/common/jobs/job-handler';
import { JobsService } from '@server/common/jobs/jobs.service';
import { QueueName } from '@server/common/jobs/queue-name';
import { StoragePort } from '@server/common/storage/storage.port';
import { exportBundle, zipBundle, sharedLayoutEngine } from '@boxify/design/node';
import { slug } from '@boxify/design/render';
import { PanelSchema } from '@boxify/design/schema';
import { PanelEntity } from '@server/panels/entities/panel.entity';
import { withResolvedIcons } from '@server/icons/resolve-icons';

import type { ExportJobPayload } from './dto/export.dto';

export const EXPORT_JOB = 'export.panel';

// Renders a panel's code or assets, zips them and stores the zip; the task's result names the file,
// and the task list offers it behind a temporary link.
@Injectable()
export class ExportJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly dataSource: DataSource,
    private readonly storage: StoragePort,
  ) {}

  onModuleInit(): void {
    this.jobs.register<ExportJobPayload, unknown>({
      kind: EXPORT_JOB,
      queue: QueueName.Export,
      run: async (context) => {
        const { panelId, format, scales, nodeIds } = context.payload;
        const panel = await this.dataSource.getRepository(PanelEntity).findOneBy({ id: panelId });
        if (!panel || panel.ownerId !== context.ownerId) throw new PermanentJobError('The panel no longer exists');
        // Library icons saved without their drawing are drawn from the icon catalogue.
        const document = withResolvedIcons(PanelSchema.parse(panel.content));
        await context.progress(10);
        let files;
        try {
          files = await exportBundle(document, format, { engine: await sharedLayoutEngine(), scales, nodeIds });
        } catch (error) {
          // A node id that is not in the panel cannot succeed on a retry.
          if (error instanceof Error && /is not in panel/.test(error.message))
            throw new PermanentJobError(error.message);
          throw error;
        }
        await context.progress(80);
        const name = `${slug(document.name, 'panel')}-${format}.zip`;
        const stored = await this.storage.put(
          `exports/${context.taskId}.zip`,
          Buffer.from(zipBundle(files)),
          'application/zip',
        );
        return { result: { format, files: files.length, file: { ...stored, name } } };
      },
    });
  }
}
