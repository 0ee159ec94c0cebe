import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// When a user last used a material (spec §3 material types: icon 1, material 2, …): the icon tab's
// "recently used" filter lists them newest first. Only the newest few per user and type are kept.
@Entity('material_last_used')
@Index('material_last_used_user_key_uq', ['userId', 'type', 'key'], { unique: true })
@Index('material_last_used_user_recent_idx', ['userId', 'type', 'usedAt'])
export class MaterialLastUsedEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'smallint' })
  type: number;

  @Column({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'timestamptz' })
  usedAt: Date;
}
