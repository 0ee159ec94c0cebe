import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

import { SingleUseTokenEntity } from './single-use-token';

// A plugin's pairing request (an OAuth device-code style sign-in): the plugin holds the device code (stored by
// hash) and shows the user code; the signed-in site confirms the user code; the plugin's next poll takes its
// token once (consumedAt).
@Entity('plugin_pairing')
@Index('plugin_pairing_user_code_idx', ['userCode'])
@Index('plugin_pairing_expires_idx', ['expiresAt'])
export class PluginPairingEntity extends SingleUseTokenEntity {
  @PrimaryColumn({ type: 'char', length: 64 })
  deviceCodeHash: string;

  @Column({ type: 'varchar', length: 9 })
  userCode: string;

  // The user who confirmed it; null while it waits.
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;
}
