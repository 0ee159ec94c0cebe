import type { EntityManager } from 'typeorm';

import type { Localized } from '@boxify/design/locale';

import type { MessageKind, MessageRole } from './entities/agent-message.entity';

export type NewMessage = {
  role: MessageRole;
  kind: MessageKind;
  text: Localized;
  payload?: Record<string, unknown> | null;
  generationId?: string | null;
};

// Appends a message with the session's next number; the UPDATE locks the session row, so
// messages of one session are numbered one by one even from several processes.
export async function appendMessage(
  manager: EntityManager,
  sessionId: string,
  message: NewMessage,
): Promise<{ messageId: string; seq: number }> {
  const [rows] = (await manager.query(
    'UPDATE agent_session SET last_seq = last_seq + 1, updated_at = now() WHERE id = $1 RETURNING last_seq',
    [sessionId],
  )) as [{ last_seq: number }[], number];
  const seq = rows[0].last_seq;
  const [inserted] = (await manager.query(
    `INSERT INTO agent_message (session_id, seq, role, kind, text, payload, generation_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [sessionId, seq, message.role, message.kind, message.text, message.payload ?? null, message.generationId ?? null],
  )) as { id: string }[];
  return { messageId: inserted.id, seq };
}
