import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// A conversation with the Boxify designer about one panel. `lastSeq` numbers its messages.
@Entity('agent_session')
@Index('agent_session_owner_idx', ['ownerId', 'createdAt'])
@Index('agent_session_panel_idx', ['panelId'])
export class AgentSessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  @Column({ type: 'uuid' })
  panelId: string;

  @Column({ type: 'uuid', nullable: true })
  projectId: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  libraryId: string | null;

  @Column({ type: 'int', default: 0 })
  lastSeq: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
