import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// A third-party account (OAuth provider or ID-token issuer) linked to a Boxify account.
@Entity('third_party_identity')
@Index('third_party_identity_provider_subject_uq', ['provider', 'subject'], { unique: true })
@Index('third_party_identity_user_idx', ['userId'])
export class ThirdPartyIdentityEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 40 })
  provider: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
