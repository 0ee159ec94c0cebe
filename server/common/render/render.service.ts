import { Global, Injectable, Logger, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode, messageFor } from '@server/common/errors/error-codes';
import { PermanentJobError } from '@server/common/jobs/job-handler';
import {
  closeRenderPool,
  configureRenderPool,
  type ExportFile,
  type ExportFormat,
  type ImageScale,
  RenderFailedError,
  renderPool,
} from '@boxify/design/node';
import type { Panel } from '@boxify/design/schema';

// A render that crashed its worker, ran out of memory or took too long: the pool already replaced the worker.
export class DesignTooComplexToDraw extends AppException {
  constructor() {
    super(ErrorCode.DesignTooComplexToDraw);
  }
}

// In a job: a design refused (over a limit, too complex to draw) fails its task at once, with the refusal's
// text; drawing it again would break the same way.
export function failureOfDrawing(error: unknown): unknown {
  if (!(error instanceof AppException)) return error;
  return new PermanentJobError(messageFor(error.code, 'en', error.params));
}

// Every server-side drawing (share images, previews, exports) goes through the render pool, never this thread:
// one design that breaks a renderer cannot break rendering for anyone else.
@Injectable()
export class RenderService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Render');

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  onModuleInit(): void {
    configureRenderPool({
      size: this.config.RENDER_POOL_SIZE,
      timeoutMs: this.config.RENDER_TIMEOUT_MS,
      memoryMb: this.config.RENDER_MEMORY_MB,
      onThreadError: (message) => this.logger.warn(`A render worker failed and was replaced: ${message}`),
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await closeRenderPool();
  }

  svg(panel: Panel): Promise<string> {
    return this.bounded(panel, () => renderPool.svg(panel));
  }

  preview(panel: Panel, options: { maxWidth: number; quality: number }): Promise<Buffer> {
    return this.bounded(panel, () => renderPool.preview(panel, options));
  }

  exportBundle(
    panel: Panel,
    format: ExportFormat,
    options: { scales?: readonly ImageScale[]; nodeIds?: readonly string[] },
  ): Promise<ExportFile[]> {
    return this.bounded(panel, () => renderPool.exportBundle(panel, format, options));
  }

  private async bounded<T>(panel: Panel, render: () => Promise<T>): Promise<T> {
    try {
      return await render();
    } catch (error) {
      if (!(error instanceof RenderFailedError)) throw error;
      this.logger.warn(`Panel ${panel.id} could not be drawn: ${error.message}`);
      throw new DesignTooComplexToDraw();
    }
  }
}

@Global()
@Module({ providers: [RenderService], exports: [RenderService] })
export class RenderModule {}
