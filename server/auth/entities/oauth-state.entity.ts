import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

import { SingleUseTokenEntity } from './single-use-token';

// One third-party authorization in flight: the state (hashed), its PKCE verifier and where to return.
@Entity('oauth_state')
@Index('oauth_state_expires_idx', ['expiresAt'])
export class OAuthStateEntity extends SingleUseTokenEntity {
  @PrimaryColumn({ type: 'char', length: 64 })
  stateHash: string;

  @Column({ type: 'varchar', length: 20 })
  provider: string;

  @Column({ type: 'varchar', length: 128 })
  codeVerifier: string;

  @Column({ type: 'text' })
  redirectUrl: string;
}
