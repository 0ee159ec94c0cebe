import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

// The single-use code a third-party sign-in hands to the client (?authCode=…), exchanged for a session.
@Entity('auth_code')
@Index('auth_code_expires_idx', ['expiresAt'])
export class AuthCodeEntity {
  @PrimaryColumn({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'uuid' })
  userId: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  consumedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
