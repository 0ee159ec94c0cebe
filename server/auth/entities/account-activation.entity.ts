import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

// The e-mailed activation link of an account registered with a password (token stored as SHA-256).
@Entity('account_activation')
@Index('account_activation_user_idx', ['userId'])
export class AccountActivationEntity {
  @PrimaryColumn({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
