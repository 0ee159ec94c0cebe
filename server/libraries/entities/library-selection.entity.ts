import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// The library a user's generations use: account-wide (scope '') or for one project (scope = its id).
// `libraryId` is a built-in id or a custom library's uuid; a missing one falls back to the default.
@Entity('library_selection')
@Index('library_selection_user_scope_uq', ['userId', 'scope'], { unique: true })
@Index('library_selection_library_idx', ['libraryId'])
export class LibrarySelectionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 64, default: '' })
  scope: string;

  @Column({ type: 'varchar', length: 64 })
  libraryId: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
