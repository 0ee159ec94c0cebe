import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

import { SingleUseTokenEntity } from './single-use-token';

// An e-mailed 6-digit code: stored hashed, single use, counted wrong attempts.
@Entity('email_verification_code')
@Index('email_verification_code_email_created_idx', ['email', 'createdAt'])
export class VerificationCodeEntity extends SingleUseTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'int', default: 0 })
  attempts: number;
}
