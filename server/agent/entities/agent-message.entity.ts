import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import type { Localized } from '@boxify/design/locale';

export const MESSAGE_ROLES = ['user', 'designer', 'system'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

// prompt/chat/feedback/correction (of the brief) come from the user; step/reply/result/error from the designer;
// accepted/discarded/stopped record what happened to a generation.
export const MESSAGE_KINDS = [
  'prompt',
  'chat',
  'reply',
  'step',
  'result',
  'error',
  'stopped',
  'accepted',
  'discarded',
  'feedback',
  'correction',
] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

// One message of a session, in order (`seq` grows by one per message of the session).
@Entity('agent_message')
@Index('agent_message_session_seq_uq', ['sessionId', 'seq'], { unique: true })
export class AgentMessageEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  sessionId: string;

  @Column({ type: 'int' })
  seq: number;

  @Column({ type: 'varchar', length: 16 })
  role: MessageRole;

  @Column({ type: 'varchar', length: 16 })
  kind: MessageKind;

  @Column({ type: 'jsonb' })
  text: Localized;

  @Column({ type: 'jsonb', nullable: true })
  payload: Record<string, unknown> | null;

  @Column({ type: 'uuid', nullable: true })
  generationId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
