import { randomInt } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { SessionService } from '@server/common/auth/session.service';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { newOpaqueToken, sha256Hex } from '@server/common/auth/tokens';
import { RateLimiter } from '@server/common/rate-limit/rate-limiter.service';

import { USER_CODE_ALPHABET } from '../dto/pairing.dto';
import { PairingCodeInvalid } from './pairing.exception';
import { PluginPairingRepository } from './plugin-pairing.repository';

const POLL_INTERVAL_SECONDS = 5;

function newUserCode(): string {
  const pick = () => USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  const group = () => Array.from({ length: 4 }, pick).join('');
  return `${group()}-${group()}`;
}

// Plugins sign in by pairing (a plugin's frame cannot read the site's cookies): the plugin starts a pairing and
// shows the user code, the user confirms it on the signed-in site, the plugin's poll then receives a session
// token of its own once (revoked like any session, by logging out with it).
@Injectable()
export class PairingService {
  constructor(
    private readonly pairings: PluginPairingRepository,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async start(ip: string) {
    await this.limiter.consume({ key: `pairing:start:ip:${ip}`, max: 10, windowSeconds: 600 });
    const deviceCode = newOpaqueToken();
    const userCode = newUserCode();
    await this.pairings.add({
      deviceCodeHash: sha256Hex(deviceCode),
      userCode,
      expiresAt: new Date(Date.now() + this.config.PAIRING_TTL_SECONDS * 1000),
    });
    return {
      deviceCode,
      userCode,
      verificationPath: '/web/pair',
      expiresIn: this.config.PAIRING_TTL_SECONDS,
      interval: POLL_INTERVAL_SECONDS,
    };
  }

  async confirm(userId: string, userCode: string) {
    // Guessing codes costs attempts: a user confirms a handful at most.
    await this.limiter.consume({ key: `pairing:confirm:user:${userId}`, max: 10, windowSeconds: 600 });
    if (!(await this.pairings.confirm(userCode, userId))) throw new PairingCodeInvalid();
    return { confirmed: true as const };
  }

  async poll(deviceCode: string) {
    const hash = sha256Hex(deviceCode);
    await this.limiter.consume({
      key: `pairing:poll:${hash}`,
      max: Math.ceil(this.config.PAIRING_TTL_SECONDS / POLL_INTERVAL_SECONDS) + 10,
      windowSeconds: this.config.PAIRING_TTL_SECONDS,
    });
    const found = await this.pairings.poll(hash);
    if (found.state === 'gone') throw new PairingCodeInvalid();
    if (found.state === 'waiting') return { status: 'waiting' as const, token: null, expiresAt: null };
    const session = await this.sessions.issue(found.userId);
    return { status: 'paired' as const, token: session.token, expiresAt: session.expiresAt.toISOString() };
  }
}
