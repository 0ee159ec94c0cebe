import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

import { SingleUseTokenEntity } from './single-use-token';

// The single-use code a third-party sign-in hands to the client (?authCode=…), exchanged for a session.
@Entity('auth_code')
@Index('auth_code_expires_idx', ['expiresAt'])
export class AuthCodeEntity extends SingleUseTokenEntity {
  @PrimaryColumn({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'uuid' })
  userId: string;
}
