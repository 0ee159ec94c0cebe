import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

import type { LibraryTheme } from '@boxify/designer/libraries';

// A user's custom component library: a name and its light and dark themes (colour, spacing, font,
// typography, radius). Built-in libraries live in code (`@boxify/designer/libraries`), not here.
@Entity('design_library')
@Index('design_library_owner_idx', ['ownerId', 'createdAt'])
export class DesignLibraryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  description: string;

  /** The built-in library it started from. */
  @Column({ type: 'varchar', length: 64 })
  basedOn: string;

  @Column({ type: 'jsonb' })
  light: LibraryTheme;

  @Column({ type: 'jsonb' })
  dark: LibraryTheme;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
