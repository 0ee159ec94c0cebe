import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

import { SHARED_PANEL_ACCESS, type SharedPanelAccess } from '@server/accounts/entities/plan-tier.entity';
import { FlowEntity } from '@server/projects/entities/flow.entity';
import { ProjectEntity } from '@server/projects/entities/project.entity';

// A panel (page, artboard): its design document and the columns lists need without reading it.
// `version` counts saves: a save names the version it read, and a stale one is refused.
@Entity('panel')
@Index('panel_flow_sort_idx', ['flowId', 'sort'])
@Index('panel_owner_idx', ['ownerId'])
@Index('panel_share_token_uq', ['shareToken'], { unique: true })
export class PanelEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  @Column({ type: 'uuid' })
  projectId: string;

  @ManyToOne(() => ProjectEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'project_id', foreignKeyConstraintName: 'panel_project_fk' })
  project?: ProjectEntity;

  @Column({ type: 'uuid' })
  flowId: string;

  @ManyToOne(() => FlowEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'flow_id', foreignKeyConstraintName: 'panel_flow_fk' })
  flow?: FlowEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'int' })
  width: number;

  @Column({ type: 'int' })
  height: number;

  @Column({ type: 'varchar', length: 9, default: '#ffffff' })
  background: string;

  @Column({ type: 'jsonb' })
  content: Record<string, unknown>;

  @Column({ type: 'int', default: 1 })
  version: number;

  @Column({ type: 'int', default: 0 })
  sort: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  previewKey: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  shareToken: string | null;

  // What the share link grants (the owner's choice in the share dialog); the caller's plan must allow edit too.
  @Column({ type: 'enum', enum: SHARED_PANEL_ACCESS, enumName: 'panel_share_access', default: 'view' })
  shareAccess: SharedPanelAccess;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
