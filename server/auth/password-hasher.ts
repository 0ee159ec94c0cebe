import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';

// argon2id over the SHA-256 hex the client sends. Unknown accounts are verified against a dummy
// hash with the same parameters, so a login takes as long whether or not the address exists.
@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, {
      type: argon2.argon2id,
      memoryCost: this.config.ARGON2_MEMORY_KIB,
      timeCost: this.config.ARGON2_TIME_COST,
      parallelism: this.config.ARGON2_PARALLELISM,
    });
  }

  // Constant-time comparison inside argon2.verify; `hash` null runs against the dummy and fails.
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    this.dummy ??= this.hash(randomBytes(32).toString('hex'));
    const ok = await argon2.verify(hash ?? (await this.dummy), password).catch(() => false);
    return Boolean(hash) && ok;
  }
}
