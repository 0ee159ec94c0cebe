import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

import { Transactions } from '@server/common/database/transactions';

import { AgentGenerationEntity, type GenerationMode } from './entities/agent-generation.entity';

export type CompletedGeneration = {
  result: unknown;
  details: Record<string, unknown>;
  cost: string;
  promptTokens: number;
  completionTokens: number;
  provider: string;
};

// Every statement on `agent_generation` (one request to the designer), in the ambient transaction
// when there is one. The status changes are guarded (`AND status = 'generating'`): of a stop, a
// failure and a completion racing, one wins and the others answer false.
@Injectable()
export class AgentGenerationRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  find(generationId: string): Promise<AgentGenerationEntity | null> {
    return this.db.getRepository(AgentGenerationEntity).findOneBy({ id: generationId });
  }

  findOrFail(generationId: string): Promise<AgentGenerationEntity> {
    return this.db.getRepository(AgentGenerationEntity).findOneByOrFail({ id: generationId });
  }

  // Held to the end of the transaction.
  lock(generationId: string): Promise<AgentGenerationEntity | null> {
    return this.db.findOne(AgentGenerationEntity, {
      where: { id: generationId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  running(sessionId: string): Promise<AgentGenerationEntity | null> {
    return this.db.getRepository(AgentGenerationEntity).findOneBy({ sessionId, status: 'generating' });
  }

  latest(sessionId: string): Promise<AgentGenerationEntity | null> {
    return this.db.getRepository(AgentGenerationEntity).findOne({ where: { sessionId }, order: { createdAt: 'DESC' } });
  }

  ofSession(sessionId: string): Promise<AgentGenerationEntity[]> {
    return this.db.getRepository(AgentGenerationEntity).find({ where: { sessionId }, order: { createdAt: 'ASC' } });
  }

  async insert(values: QueryDeepPartialEntity<AgentGenerationEntity>): Promise<void> {
    await this.db.insert(AgentGenerationEntity, values);
  }

  async update(generationId: string, values: QueryDeepPartialEntity<AgentGenerationEntity>): Promise<void> {
    await this.db.update(AgentGenerationEntity, { id: generationId }, values);
  }

  // Generations still generating whose task already failed (the sweep failed it: its worker died).
  withFailedTask(limit: number): Promise<AgentGenerationEntity[]> {
    return this.db
      .getRepository(AgentGenerationEntity)
      .createQueryBuilder('g')
      .innerJoin('task', 't', 't.id = g.task_id')
      .where(`g.status = 'generating' AND t.status = 'failed'`)
      .orderBy('g.created_at')
      .limit(limit)
      .getMany();
  }

  async isSessionBusy(sessionId: string): Promise<boolean> {
    const [busy] = (await this.db.query(
      `SELECT 1 FROM agent_generation WHERE session_id = $1 AND status = 'generating' LIMIT 1`,
      [sessionId],
    )) as unknown[];
    return !!busy;
  }

  // A panel's generations still running or waiting for accept/discard.
  open(panelId: string): Promise<{ mode: GenerationMode; status: string }[]> {
    return this.db.query(
      `SELECT mode, status FROM agent_generation
       WHERE panel_id = $1 AND (status = 'generating' OR (status = 'completed' AND outcome = 'pending'))`,
      [panelId],
    ) as Promise<{ mode: GenerationMode; status: string }[]>;
  }

  async stop(generationId: string): Promise<boolean> {
    const [, count] = (await this.db.query(
      `UPDATE agent_generation SET status = 'stopped', finished_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'generating'`,
      [generationId],
    )) as [unknown, number];
    return count === 1;
  }

  async fail(generationId: string, reason: string): Promise<boolean> {
    const [, count] = (await this.db.query(
      `UPDATE agent_generation SET status = 'failed', error = $2, finished_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'generating'`,
      [generationId, reason],
    )) as [unknown, number];
    return count === 1;
  }

  async complete(generationId: string, done: CompletedGeneration): Promise<boolean> {
    const [, count] = (await this.db.query(
      `UPDATE agent_generation SET status = 'completed', outcome = 'pending', result = $2, details = $3,
         cost = $4, prompt_tokens = $5, completion_tokens = $6, provider = $7, error = NULL,
         finished_at = now(), updated_at = now()
       WHERE id = $1 AND status = 'generating'`,
      [generationId, done.result, done.details, done.cost, done.promptTokens, done.completionTokens, done.provider],
    )) as [unknown, number];
    return count === 1;
  }
}
