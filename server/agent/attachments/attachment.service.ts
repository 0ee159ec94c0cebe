import { Injectable } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';
import { Transactions } from '@server/common/database/transactions';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { StoragePort } from '@server/common/storage/storage.port';

import { AttachmentLimitReached } from '../agent.exception';
import { AgentAttachmentRepository } from '../agent-attachment.repository';
import { AgentSessionRepository } from '../agent-session.repository';
import { AgentSessionsService } from '../agent-sessions.service';
import type { AgentAttachmentEntity } from '../entities/agent-attachment.entity';
import { imagePalette } from './palette';
import { ATTACHMENT_LIMITS, sniffAttachment } from './sniff';

const EXCERPT_MAX = 4000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function attachmentView(row: AgentAttachmentEntity) {
  return {
    attachmentId: row.id,
    sessionId: row.sessionId,
    kind: row.kind,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

// AI attachments: checked by their bytes, stored through the storage port, and compiled into
// what the designer uses (an image's palette, a text file's excerpt).
@Injectable()
export class AttachmentService {
  constructor(
    private readonly txHost: Transactions,
    private readonly attachments: AgentAttachmentRepository,
    private readonly sessionRows: AgentSessionRepository,
    private readonly sessions: AgentSessionsService,
    private readonly storage: StoragePort,
  ) {}

  async upload(
    ownerId: string,
    body: { sessionId?: string; panelId?: string; fileName: string; data: string },
    language: Language,
  ) {
    const base64 = body.data.replace(/^data:[^,]*;base64,/, '').replace(/\s/g, '');
    if (!BASE64.test(base64)) {
      throw new AppException(ErrorCode.ValidationFailed, {
        field: 'data',
        reason: language === 'zh' ? '不是 base64' : 'not base64',
      });
    }
    const data = Buffer.from(base64, 'base64');
    if (data.length === 0) throw new AppException(ErrorCode.AttachmentUnsupported);
    if (data.length > ATTACHMENT_LIMITS.maxBytes) throw new AppException(ErrorCode.AttachmentTooLarge);
    const sniffed = sniffAttachment(body.fileName, data);
    if (!sniffed) throw new AppException(ErrorCode.AttachmentUnsupported);
    const derived =
      sniffed.kind === 'image'
        ? await imagePalette(data).catch(() => {
            throw new AppException(ErrorCode.AttachmentUnsupported);
          })
        : {
            excerpt: data
              .toString('utf8')
              .replace(/^\uFEFF/, '')
              .slice(0, EXCERPT_MAX),
          };

    const row = await this.txHost.withTransaction(async () => {
      let session = body.sessionId ? await this.sessions.owned(ownerId, body.sessionId) : undefined;
      if (!session) {
        if (!body.panelId) {
          throw new AppException(ErrorCode.ValidationFailed, {
            field: 'panelId',
            reason: language === 'zh' ? '开始新会话时必填' : 'required to start a session',
          });
        }
        session = await this.sessions.create(ownerId, await this.sessions.ownedPanel(ownerId, body.panelId));
      }
      // The session row lock serialises uploads to one session, so the limits hold under races.
      await this.sessionRows.lock(session.id);
      const count = await this.attachments.countOfKind(session.id, sniffed.kind);
      const limit = sniffed.kind === 'image' ? ATTACHMENT_LIMITS.images : ATTACHMENT_LIMITS.files;
      if (count >= limit) {
        throw new AttachmentLimitReached(sniffed.kind, limit);
      }
      return this.attachments.save({
        sessionId: session.id,
        ownerId,
        kind: sniffed.kind,
        fileName: body.fileName.slice(0, 200),
        contentType: sniffed.contentType,
        size: data.length,
        storageKey: `agent/${session.id}/${crypto.randomUUID()}`,
        derived,
      });
    });
    await this.storage.put(row.storageKey, data, row.contentType);
    return { ...attachmentView(row), derived: row.derived };
  }

  async list(ownerId: string, sessionId: string): Promise<AgentAttachmentEntity[]> {
    await this.sessions.owned(ownerId, sessionId);
    return this.attachments.ofSession(sessionId);
  }
}
