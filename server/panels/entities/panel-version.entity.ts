import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

import type { DocumentPatch } from '@boxify/design/history';

import { PanelEntity } from './panel.entity';

export const VERSION_KINDS = ['created', 'edit', 'generate', 'designer-edit', 'optimise', 'restore'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

// One version of a panel's document: who made it, when, what (kind, a count of changed nodes, the prompt or
// the restored version), and the document itself — whole (`document`) for named versions and every so
// often, otherwise a compact patch against the whole one it names (`baseId`). `panelVersion` is the panel's
// saved version this one holds; edits within a minute of the version's start update it instead of adding one.
@Entity('panel_version')
@Index('panel_version_panel_seq_uq', ['panelId', 'seq'], { unique: true })
@Index('panel_version_saved_idx', ['savedAt'])
@Index('panel_version_owner_saved_idx', ['ownerId', 'savedAt'])
@Index('panel_version_base_idx', ['baseId'])
@Index('panel_version_preview_idx', ['previewKey'])
export class PanelVersionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  panelId: string;

  @ManyToOne(() => PanelEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'panel_id', foreignKeyConstraintName: 'panel_version_panel_fk' })
  panel?: PanelEntity;

  @Column({ type: 'uuid' })
  ownerId: string;

  @Column({ type: 'uuid' })
  authorId: string;

  @Column({ type: 'int' })
  seq: number;

  @Column({ type: 'int' })
  panelVersion: number;

  @Column({ type: 'varchar', length: 16 })
  kind: VersionKind;

  @Column({ type: 'int', default: 0 })
  changes: number;

  @Column({ type: 'varchar', length: 200, nullable: true })
  detail: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'jsonb', nullable: true })
  document: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  patch: DocumentPatch | null;

  @Column({ type: 'uuid', nullable: true })
  baseId: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  previewKey: string | null;

  @Column({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  savedAt: Date;
}
