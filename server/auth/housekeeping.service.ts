import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import { SessionRepository } from '@server/common/auth/session.repository';

import { AccountActivationRepository } from './account-activation.repository';
import { AuthCodeRepository } from './oauth/auth-code.repository';
import { PluginPairingRepository } from './pairing/plugin-pairing.repository';
import { OAuthStateRepository } from './oauth/oauth-state.repository';
import { VerificationCodeRepository } from './verification-code.repository';

const HOUR_MS = 3600 * 1000;

// Deletes what can no longer be used: expired or revoked sessions, codes, OAuth states, auth codes and
// activation links, a day after they stopped counting (kept that long to read recent abuse).
@Injectable()
export class AccountsHousekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AccountsHousekeeping');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly sessions: SessionRepository,
    private readonly codes: VerificationCodeRepository,
    private readonly states: OAuthStateRepository,
    private readonly authCodes: AuthCodeRepository,
    private readonly pairings: PluginPairingRepository,
    private readonly activations: AccountActivationRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void this.sweep().catch((error: unknown) => this.logger.warn(String(error))),
      HOUR_MS,
    );
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    await this.sessions.deleteStale();
    await this.codes.deleteExpired();
    await this.states.deleteExpired();
    await this.authCodes.deleteExpired();
    await this.pairings.deleteExpired();
    await this.activations.deleteExpired();
  }
}
