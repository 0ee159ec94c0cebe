import { Injectable } from '@nestjs/common';
import { type EntityManager, In } from 'typeorm';

import { Transactions } from '@server/common/database/transactions';

import { AgentAttachmentEntity } from './entities/agent-attachment.entity';

// Every statement on `agent_attachment`, in the ambient transaction when there is one.
@Injectable()
export class AgentAttachmentRepository {
  constructor(private readonly txHost: Transactions) {}

  private get db(): EntityManager {
    return this.txHost.tx;
  }

  ofSession(sessionId: string): Promise<AgentAttachmentEntity[]> {
    return this.db.getRepository(AgentAttachmentEntity).find({ where: { sessionId }, order: { createdAt: 'ASC' } });
  }

  byIds(ids: string[]): Promise<AgentAttachmentEntity[]> {
    return this.db.getRepository(AgentAttachmentEntity).find({ where: { id: In(ids) }, order: { createdAt: 'ASC' } });
  }

  countInSession(sessionId: string, ids: string[]): Promise<number> {
    return this.db.getRepository(AgentAttachmentEntity).countBy(ids.map((id) => ({ id, sessionId })));
  }

  countOfKind(sessionId: string, kind: AgentAttachmentEntity['kind']): Promise<number> {
    return this.db.countBy(AgentAttachmentEntity, { sessionId, kind });
  }

  // The storage key is made from the session and a fresh id before the row is saved.
  save(values: Omit<AgentAttachmentEntity, 'id' | 'createdAt'>): Promise<AgentAttachmentEntity> {
    return this.db.save(this.db.create(AgentAttachmentEntity, values));
  }
}
