import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

import { SingleUseTokenEntity } from './single-use-token';

// The e-mailed activation link of an account registered with a password (token stored as SHA-256).
@Entity('account_activation')
@Index('account_activation_user_idx', ['userId'])
export class AccountActivationEntity extends SingleUseTokenEntity {
  @PrimaryColumn({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'uuid' })
  userId: string;
}
