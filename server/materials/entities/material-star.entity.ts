import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// A user's star on a material (collectMaterial): one row at most per user and material, so repeated and
// concurrent stars are one.
@Entity('material_star')
@Index('material_star_user_material_uq', ['userId', 'materialId'], { unique: true })
@Index('material_star_user_recent_idx', ['userId', 'createdAt'])
export class MaterialStarEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid' })
  materialId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
