import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// What a user said about the library (Draft/feedback): a search that found nothing, a template that is wrong.
@Entity('material_feedback')
@Index('material_feedback_created_idx', ['createdAt'])
export class MaterialFeedbackEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'uuid', nullable: true })
  materialId: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  query: string | null;

  @Column({ type: 'text' })
  content: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
