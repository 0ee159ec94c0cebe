import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import { QueueName } from './queue-name';

export const TASK_STATUSES = ['not-ready', 'initialized', 'in-progress', 'completed', 'failed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

// The truth about every background job; queue messages only carry the task id.
@Entity('task')
@Index('task_owner_created_idx', ['ownerId', 'createdAt'])
@Index('task_status_lease_idx', ['status', 'leaseUntil'])
export class TaskEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64 })
  kind: string;

  @Column({ type: 'enum', enum: QueueName, enumName: 'task_queue' })
  queue: QueueName;

  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @Column({ type: 'enum', enum: TASK_STATUSES, enumName: 'task_status', default: 'initialized' })
  status: TaskStatus;

  @Column({ type: 'smallint', default: 0 })
  progress: number;

  @Column({ type: 'jsonb', default: {} })
  payload: Record<string, unknown>;

  @Column({ type: 'jsonb', nullable: true })
  result: unknown;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'int', default: 3 })
  maxAttempts: number;

  @Index('task_idempotency_key_uq', { unique: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  idempotencyKey: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  runAfter: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
