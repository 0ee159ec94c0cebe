import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type AttachmentKind = 'image' | 'file';

// A file uploaded to a session: images give style hints, text files go along with the prompt.
@Entity('agent_attachment')
@Index('agent_attachment_session_idx', ['sessionId', 'createdAt'])
export class AgentAttachmentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  sessionId: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  @Column({ type: 'varchar', length: 8 })
  kind: AttachmentKind;

  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'varchar', length: 200 })
  storageKey: string;

  // Images: `{palette, radius?}`; text files: `{excerpt}`.
  @Column({ type: 'jsonb', nullable: true })
  derived: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
