import { Injectable } from '@nestjs/common';
import { type EntityManager, MoreThan } from 'typeorm';

import { findOwned } from '@server/common/database/owned';
import { Transactions } from '@server/common/database/transactions';

import { AgentMessageEntity, type MessageKind } from './entities/agent-message.entity';
import { AgentSessionEntity } from './entities/agent-session.entity';
import type { NewMessage } from './agent-messages';
import { SESSION } from './agent.texts';

// Every statement on `agent_session` and its numbered `agent_message`s (a message takes the
// session's next number), in the ambient transaction when there is one.
@Injectable()
export class AgentSessionRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  findOwned(sessionId: string, ownerId: string): Promise<AgentSessionEntity> {
    return findOwned(this.db, AgentSessionEntity, sessionId, ownerId, SESSION);
  }

  create(values: {
    ownerId: string;
    panelId: string;
    projectId: string;
    libraryId: string | null;
  }): Promise<AgentSessionEntity> {
    return this.db.save(AgentSessionEntity, values);
  }

  async moveToPanel(sessionId: string, panelId: string): Promise<void> {
    await this.db.update(AgentSessionEntity, { id: sessionId }, { panelId });
  }

  // Held to the end of the transaction: serialises changes to one session.
  async lock(sessionId: string): Promise<void> {
    await this.db.query('SELECT id FROM agent_session WHERE id = $1 FOR UPDATE', [sessionId]);
  }

  // Appends a message with the session's next number; the UPDATE locks the session row, so
  // messages of one session are numbered one by one even from several processes.
  async appendMessage(sessionId: string, message: NewMessage): Promise<{ messageId: string; seq: number }> {
    const [rows] = (await this.db.query(
      'UPDATE agent_session SET last_seq = last_seq + 1, updated_at = now() WHERE id = $1 RETURNING last_seq',
      [sessionId],
    )) as [{ last_seq: number }[], number];
    const seq = rows[0].last_seq;
    const [inserted] = (await this.db.query(
      `INSERT INTO agent_message (session_id, seq, role, kind, text, payload, generation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [sessionId, seq, message.role, message.kind, message.text, message.payload ?? null, message.generationId ?? null],
    )) as { id: string }[];
    return { messageId: inserted.id, seq };
  }

  async hasMessage(sessionId: string, messageId: string): Promise<boolean> {
    const [found] = (await this.db.query('SELECT 1 FROM agent_message WHERE id = $1 AND session_id = $2', [
      messageId,
      sessionId,
    ])) as unknown[];
    return !!found;
  }

  messagesAfter(sessionId: string, after: number, take: number): Promise<AgentMessageEntity[]> {
    return this.db.getRepository(AgentMessageEntity).find({
      where: { sessionId, seq: MoreThan(after) },
      order: { seq: 'ASC' },
      take,
    });
  }

  messageIdsOfKind(sessionId: string, kind: MessageKind): Promise<{ id: string; generation_id: string }[]> {
    return this.db.query(`SELECT id, generation_id FROM agent_message WHERE session_id = $1 AND kind = $2`, [
      sessionId,
      kind,
    ]) as Promise<{ id: string; generation_id: string }[]>;
  }
}
