import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

// The library (spec §3): icons 1, components 2, page templates 3, products 4, libraries 5, seeded by code from
// the designer. `encrypted_id` is an HMAC of `key` with the server's secret: stable across seeds, unguessable.
// Search reads `search_vector` (English stems and jieba-segmented Chinese, written with the row) and
// `search_text` through a pg_trgm index the migration creates (an operator class TypeORM cannot declare).
@Entity('material')
@Index('material_key_uq', ['key'], { unique: true })
@Index('material_encrypted_id_uq', ['encryptedId'], { unique: true })
@Index('material_type_sort_idx', ['type', 'sort'])
@Index('material_parent_idx', ['parentId'])
@Index('material_tags_idx', ['tags'], { type: 'gin' })
@Index('material_search_vector_idx', ['searchVector'], { type: 'gin' })
@Index('material_search_text_trgm_idx', { synchronize: false })
export class MaterialEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32 })
  encryptedId: string;

  @Column({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'smallint' })
  type: number;

  @Column({ type: 'varchar', length: 200 })
  titleEn: string;

  @Column({ type: 'varchar', length: 200 })
  titleZh: string;

  @Column({ type: 'text' })
  descriptionEn: string;

  @Column({ type: 'text' })
  descriptionZh: string;

  @Column({ type: 'text', array: true })
  tags: string[];

  @Column({ type: 'smallint', nullable: true })
  endCode: number | null;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @Column({ type: 'boolean' })
  dark: boolean;

  @Column({ type: 'jsonb', nullable: true })
  contentEn: unknown;

  @Column({ type: 'jsonb', nullable: true })
  contentZh: unknown;

  /** A product's pages, by encrypted id, in order. */
  @Column({ type: 'text', array: true })
  members: string[];

  /** The encrypted id of the product a page or component belongs to. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  parentId: string | null;

  @Column({ type: 'int' })
  sort: number;

  @Column({ type: 'text' })
  searchText: string;

  @Column({ type: 'tsvector' })
  searchVector: string;

  /** The catalogue version that wrote the row: a seed with the same version has nothing to do. */
  @Column({ type: 'varchar', length: 40 })
  seedVersion: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
