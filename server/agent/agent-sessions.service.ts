import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

import { findOwned } from '@server/common/database/owned';
import { JobsService } from '@server/common/jobs/jobs.service';
import { PanelEntity } from '@server/panels/entities/panel.entity';
import { PANEL } from '@server/panels/panels.texts';

import { AgentCreditsService } from './agent-credits.service';
import { SESSION, TEXTS } from './agent.texts';
import { appendMessage } from './agent-messages';
import { AgentGenerationEntity } from './entities/agent-generation.entity';
import { AgentSessionEntity } from './entities/agent-session.entity';
import type { SessionState } from './dto/agent.dto';

// Sessions, their latest generation and its state; shared by commands, queries and the job.
@Injectable()
export class AgentSessionsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobsService,
    private readonly credits: AgentCreditsService,
  ) {}

  owned(ownerId: string, sessionId: string, manager: EntityManager = this.dataSource.manager) {
    return findOwned(manager, AgentSessionEntity, sessionId, ownerId, SESSION);
  }

  ownedPanel(ownerId: string, panelId: string, manager: EntityManager = this.dataSource.manager) {
    return findOwned(manager, PanelEntity, panelId, ownerId, PANEL);
  }

  async create(
    manager: EntityManager,
    ownerId: string,
    panel: PanelEntity,
    libraryId?: string,
  ): Promise<AgentSessionEntity> {
    return manager.save(AgentSessionEntity, {
      ownerId,
      panelId: panel.id,
      projectId: panel.projectId,
      libraryId: libraryId ?? null,
    });
  }

  // The session's newest generation, brought in line with its task first.
  async latest(sessionId: string): Promise<AgentGenerationEntity | null> {
    const generation = await this.dataSource
      .getRepository(AgentGenerationEntity)
      .findOne({ where: { sessionId }, order: { createdAt: 'DESC' } });
    return generation ? this.reconcile(generation) : null;
  }

  // A task the jobs port failed without the handler seeing it (a worker that died, attempts used
  // up by the sweep) leaves its generation generating: mark it failed and give the hold back.
  async reconcile(generation: AgentGenerationEntity): Promise<AgentGenerationEntity> {
    if (generation.status !== 'generating' || !generation.taskId) return generation;
    const task = await this.jobs.get(generation.taskId);
    if (task?.status !== 'failed') return generation;
    await this.markFailed(generation, task.error ?? 'The task failed');
    return (await this.dataSource.getRepository(AgentGenerationEntity).findOneBy({ id: generation.id }))!;
  }

  async markFailed(generation: AgentGenerationEntity, reason: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [, count] = (await manager.query(
        `UPDATE agent_generation SET status = 'failed', error = $2, finished_at = now(), updated_at = now()
         WHERE id = $1 AND status = 'generating'`,
        [generation.id, reason.slice(0, 2000)],
      )) as [unknown, number];
      if (count !== 1) return;
      await this.credits.release(generation.ownerId, generation.id, manager);
      await appendMessage(manager, generation.sessionId, {
        role: 'designer',
        kind: 'error',
        text: TEXTS.failed(generation.mode, reason.slice(0, 300)),
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
