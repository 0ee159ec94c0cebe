import { Injectable } from '@nestjs/common';

import type { Localized } from '@boxify/design/locale';
import { Transactions } from '@server/common/database/transactions';
import { JobsService } from '@server/common/jobs/jobs.service';
import type { PanelEntity } from '@server/panels/entities/panel.entity';
import { PanelRepository } from '@server/panels/panel.repository';

import { AgentCreditsService } from './agent-credits.service';
import { AgentGenerationRepository } from './agent-generation.repository';
import { TEXTS } from './agent.texts';
import { AgentSessionRepository } from './agent-session.repository';
import type { AgentGenerationEntity } from './entities/agent-generation.entity';
import type { AgentSessionEntity } from './entities/agent-session.entity';
import type { SessionState } from './dto/agent.dto';

// Sessions, their latest generation and its state; shared by commands, queries and the job.
// Inside a caller's transaction these calls are part of it.
@Injectable()
export class AgentSessionsService {
  constructor(
    private readonly txHost: Transactions,
    private readonly jobs: JobsService,
    private readonly credits: AgentCreditsService,
    private readonly sessions: AgentSessionRepository,
    private readonly generations: AgentGenerationRepository,
    private readonly panels: PanelRepository,
  ) {}

  owned(ownerId: string, sessionId: string): Promise<AgentSessionEntity> {
    return this.sessions.findOwned(sessionId, ownerId);
  }

  ownedPanel(ownerId: string, panelId: string): Promise<PanelEntity> {
    return this.panels.findOwned(panelId, ownerId);
  }

  async create(ownerId: string, panel: PanelEntity, libraryId?: string): Promise<AgentSessionEntity> {
    return this.sessions.create({
      ownerId,
      panelId: panel.id,
      projectId: panel.projectId,
      libraryId: libraryId ?? null,
    });
  }

  // The session's newest generation, brought in line with its task first.
  async latest(sessionId: string): Promise<AgentGenerationEntity | null> {
    const generation = await this.generations.latest(sessionId);
    return generation ? this.reconcile(generation) : null;
  }

  // A task the jobs port failed without the handler seeing it (a worker that died, attempts used
  // up by the sweep) leaves its generation generating: mark it failed and give the hold back.
  async reconcile(generation: AgentGenerationEntity): Promise<AgentGenerationEntity> {
    if (generation.status !== 'generating' || !generation.taskId) return generation;
    const task = await this.jobs.get(generation.taskId);
    if (task?.status !== 'failed') return generation;
    await this.markFailed(generation, task.error ?? 'The task failed');
    return (await this.generations.find(generation.id))!;
  }

  // `text` is what the user reads when the failure has its own words (else "Generation failed, try again (…)").
  async markFailed(generation: AgentGenerationEntity, reason: string, text?: Localized): Promise<void> {
    await this.txHost.withTransaction(async () => {
      if (!(await this.generations.fail(generation.id, reason.slice(0, 2000)))) return;
      await this.credits.release(generation.ownerId, generation.id);
      await this.sessions.appendMessage(generation.sessionId, {
        role: 'designer',
        kind: 'error',
        text: text ?? TEXTS.failed(generation.mode, reason.slice(0, 300)),
        generationId: generation.id,
      });
    });
  }

  stateOf(generation: AgentGenerationEntity | null): SessionState {
    if (!generation) return 'idle';
    if (generation.status === 'generating') return 'generating';
    if (generation.status === 'failed') return 'failed';
    if (generation.status === 'stopped') return 'stopped';
    return generation.outcome === 'pending' ? 'pending' : 'idle';
  }
}
