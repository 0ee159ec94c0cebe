import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export const USER_STATUSES = ['active', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

// A Boxify account. `email` is stored lower-cased; accounts made by a third-party sign-in without a
// verified e-mail have none. `pending` accounts registered with a password wait for the e-mailed link.
@Entity('app_user')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('app_user_email_uq', { unique: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  // The public, stable handle of the account (the spec's userCode).
  @Index('app_user_user_code_uq', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  userCode: string;

  // argon2id of the SHA-256 hex the client sends; null for accounts without a password.
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ type: 'enum', enum: USER_STATUSES, enumName: 'app_user_status', default: 'active' })
  status: UserStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
