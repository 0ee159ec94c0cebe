import type { DesignBrief } from '@boxify/design/brief';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const GENERATION_MODES = ['generate', 'edit', 'optimise'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];

export const GENERATION_STATUSES = ['generating', 'completed', 'failed', 'stopped'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

// A completed result is pending until accepted or discarded.
export const GENERATION_OUTCOMES = ['pending', 'accepted', 'discarded'] as const;
export type GenerationOutcome = (typeof GENERATION_OUTCOMES)[number];

// When the plan pays: free and plus at generation, pro (and enterprise) on acceptance.
export type PayAt = 'generation' | 'acceptance';

// One request to the designer: its input, the task that runs it, the result and what it cost.
@Entity('agent_generation')
@Index('agent_generation_session_idx', ['sessionId', 'createdAt'])
@Index('agent_generation_panel_status_idx', ['panelId', 'status'])
export class AgentGenerationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  sessionId: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  @Column({ type: 'uuid' })
  panelId: string;

  @Column({ type: 'varchar', length: 16 })
  mode: GenerationMode;

  @Column({ type: 'text' })
  prompt: string;

  @Column({ type: 'jsonb', default: [] })
  selection: string[];

  @Column({ type: 'jsonb', default: [] })
  attachmentIds: string[];

  @Column({ type: 'varchar', length: 64, nullable: true })
  libraryId: string | null;

  // The brief the user corrected: the designer makes exactly this instead of reading the prompt again.
  @Column({ type: 'jsonb', nullable: true })
  brief: DesignBrief | null;

  @Column({ type: 'varchar', length: 16, default: 'generating' })
  status: GenerationStatus;

  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome: GenerationOutcome | null;

  @Column({ type: 'varchar', length: 16 })
  payAt: PayAt;

  @Column({ type: 'uuid', nullable: true })
  taskId: string | null;

  @Column({ type: 'varchar', length: 32, default: '' })
  provider: string;

  // The panel's version when the request was sent (the document the result replaces).
  @Column({ type: 'int' })
  baseVersion: number;

  @Column({ type: 'numeric', precision: 14, scale: 2 })
  estimate: string;

  @Column({ type: 'numeric', precision: 14, scale: 2, nullable: true })
  cost: string | null;

  // The result panel (what accept writes) and what else the designer said.
  @Column({ type: 'jsonb', nullable: true })
  result: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  details: Record<string, unknown> | null;

  @Column({ type: 'int', default: 0 })
  promptTokens: number;

  @Column({ type: 'int', default: 0 })
  completionTokens: number;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
