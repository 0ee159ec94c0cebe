import { Injectable } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';
import type { Panel } from '@boxify/design/schema';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { Transactions } from '@server/common/database/transactions';
import { RateLimiter } from '@server/common/rate-limit/rate-limiter.service';
import { MaterialUsageService } from '@server/icons/material-usage.service';
import { PanelContentService } from '@server/panels/panel-content.service';
import { PanelService } from '@server/panels/panel.service';

import { MaterialType } from './catalogue/build-catalogue';
import type { MaterialFeedbackDto, UseMaterialDto } from './dto/library.dto';
import { MaterialRepository, type MaterialRow } from './material.repository';
import { MaterialNotFound, NotATemplate } from './materials.exception';

// The library's writing side for a user: using a template on a canvas, stars, forgetting, feedback.
@Injectable()
export class LibraryUseService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly txHost: Transactions,
    private readonly materials: MaterialRepository,
    private readonly usage: MaterialUsageService,
    private readonly panels: PanelService,
    private readonly content: PanelContentService,
    private readonly limiter: RateLimiter,
  ) {}

  private async find(encryptedId: string): Promise<MaterialRow> {
    const row = await this.materials.byEncryptedId(encryptedId);
    if (!row) throw new MaterialNotFound();
    return row;
  }

  /** A material's design document in the caller's language, marked used (the recent list). */
  async byId(userId: string, encryptedId: string, language: Language) {
    const row = await this.find(encryptedId);
    await this.usage.touch(userId, row.type, row.key);
    return {
      encryptedId: row.encryptedId,
      type: row.type,
      title: language === 'zh' ? row.titleZh : row.titleEn,
      content: await this.materials.content(row.id, language),
    };
  }

  /**
   * A page template into one of the caller's panels: `replace` makes the panel the template (keeping its id and
   * name, at the version the caller saw), `new-page` adds the template as a new panel in the same folder.
   */
  async use(userId: string, body: UseMaterialDto, language: Language) {
    const row = await this.find(body.encryptedId);
    if (row.type !== MaterialType.template) throw new NotATemplate();
    const current = await this.content.query(userId, body.panelId);
    const template = (await this.materials.content(row.id, language)) as Panel;
    await this.usage.touch(userId, row.type, row.key);
    if (body.mode === 'replace') {
      const document = { ...template, id: body.panelId, name: current.name };
      const saved = await this.content.save(userId, body.panelId, body.version ?? current.version, document);
      return { panelId: saved.panelId, mode: body.mode, version: saved.version };
    }
    const [created] = await this.panels.create(
      userId,
      { flowId: current.flowId },
      [
        {
          name: template.name,
          width: template.width,
          height: template.height,
          background: template.background,
          children: template.children,
        },
      ],
      language,
    );
    return { panelId: created.panelId, mode: body.mode, version: created.version };
  }

  /** Stars or unstars; the same answer however often and however concurrently it is called. */
  async collect(userId: string, encryptedId: string, collected: boolean): Promise<boolean> {
    const row = await this.find(encryptedId);
    await this.materials.setStar(userId, row.id, collected);
    return true;
  }

  /** Takes a material off the caller's own lists (starred and recently used); the library keeps it. */
  async forget(userId: string, encryptedId: string): Promise<boolean> {
    const row = await this.find(encryptedId);
    await this.txHost.withTransaction(async () => {
      await this.materials.setStar(userId, row.id, false);
      await this.usage.forget(userId, row.type, row.key);
    });
    return true;
  }

  async feedback(userId: string, body: MaterialFeedbackDto) {
    await this.limiter.consume({
      key: `material-feedback:user:${userId}`,
      max: this.config.MATERIAL_FEEDBACK_MAX_PER_HOUR,
      windowSeconds: 3600,
    });
    const material = body.encryptedId ? await this.find(body.encryptedId) : undefined;
    const row = await this.materials.addFeedback({
      userId,
      materialId: material?.id ?? null,
      query: body.query ?? null,
      content: body.content,
    });
    return { id: row.id, createdAt: new Date(row.createdAt).toISOString() };
  }
}
