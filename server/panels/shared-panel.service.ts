import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';
import { PlansService } from '@server/accounts/plans.service';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { RateLimiter } from '@server/common/rate-limit/rate-limiter.service';
import { FlowRepository } from '@server/projects/flow.repository';
import { PlanLimitsService } from '@server/projects/plan-limits.service';
import { defaultFlowName } from '@server/projects/project.service';
import { ProjectRepository } from '@server/projects/project.repository';
import { toPanelView } from '@server/projects/project-views';

import type { PanelView } from './dto/panel.dto';
import type { PanelEntity } from './entities/panel.entity';
import { PanelContentService } from './panel-content.service';
import { PanelRepository } from './panel.repository';
import { SharedPanelNotAllowed } from './panels.exception';
import { type SharedPanelAction, sharedPanelRefusal } from './shared-panel-access';

// A project name is at most 20 characters (spec §5).
const PROJECT_NAME_MAX = 20;

// What a signed-in caller may do with another user's shared panel beyond viewing it (spec §6 plan
// permissions): duplicate it into their projects, or edit it in place when the link and their plan allow.
// No link (never shared, turned off) answers the not-found code, as for anyone.
@Injectable()
export class SharedPanelService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly plans: PlansService,
    private readonly limits: PlanLimitsService,
    private readonly limiter: RateLimiter,
    private readonly contents: PanelContentService,
    private readonly panels: PanelRepository,
    private readonly projects: ProjectRepository,
    private readonly flows: FlowRepository,
  ) {}

  private async allowed(callerId: string, token: string, action: SharedPanelAction): Promise<PanelEntity> {
    const panel = await this.contents.sharedPanel(token);
    if (panel.ownerId === callerId) return panel;
    const { sharedPanelAccess } = await this.plans.entitlementsOf(callerId);
    const refusal = sharedPanelRefusal(action, panel.shareAccess, sharedPanelAccess);
    if (refusal) throw new SharedPanelNotAllowed(refusal);
    return panel;
  }

  // A copy in the caller's most recently edited project (a new project named after the panel when they have
  // none), under the caller's plan limits.
  async duplicate(callerId: string, token: string, language: Language): Promise<PanelView> {
    const source = await this.allowed(callerId, token, 'duplicate');
    await this.limiter.consume({
      key: `shared-duplicate:user:${callerId}`,
      max: this.config.SHARED_PANEL_DUPLICATES_PER_HOUR,
      windowSeconds: 3600,
    });
    const [latest] = (await this.projects.page(callerId, 1, 1)).rows;
    const adding = latest ? { panels: 1 } : { projects: 1, panels: 1 };
    return this.limits.withRoom(callerId, adding, async () => {
      const flow = latest
        ? await this.flowOf(callerId, latest.id, language)
        : await this.newProject(callerId, source.name, language);
      const id = randomUUID();
      await this.panels.insert({
        id,
        ownerId: callerId,
        projectId: flow.projectId,
        flowId: flow.id,
        name: source.name,
        width: source.width,
        height: source.height,
        background: source.background,
        content: { ...source.content, id },
        sort: await this.panels.nextSort(flow.id),
      });
      await this.projects.touch(flow.projectId);
      return toPanelView(await this.panels.summary(id));
    });
  }

  async edit(callerId: string, token: string, version: number, content: unknown) {
    const panel = await this.allowed(callerId, token, 'edit');
    return this.contents.saveShared(panel, callerId, version, content);
  }

  private async flowOf(ownerId: string, projectId: string, language: Language) {
    const first = await this.flows.first(projectId);
    return first ?? this.flows.create({ ownerId, projectId, name: defaultFlowName(1, language), sort: 0 });
  }

  private async newProject(ownerId: string, name: string, language: Language) {
    const project = await this.projects.create(ownerId, name.trim().slice(0, PROJECT_NAME_MAX));
    return this.flows.create({ ownerId, projectId: project.id, name: defaultFlowName(1, language), sort: 0 });
  }
}
