import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// A CMS content entry (spec §3): what a page of the site shows at a position; `content` is a JSON string.
// Seeded with the library's rankings and showcase; operators change them with the admin command.
@Entity('cms_entry')
@Index('cms_entry_position_uq', ['pagePath', 'product', 'positionKey'], { unique: true })
export class CmsEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64 })
  pagePath: string;

  @Column({ type: 'int' })
  product: number;

  @Column({ type: 'varchar', length: 64 })
  positionKey: string;

  @Column({ type: 'varchar', length: 32 })
  contentType: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'int' })
  sort: number;

  /** An operator's change is kept by a later seed. */
  @Column({ type: 'boolean', default: false })
  edited: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
