import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';

import { Transactions } from '@server/common/database/transactions';

const HOUR_MS = 3600 * 1000;

// Deletes what can no longer be used: expired or revoked sessions, codes, OAuth states, auth codes and
// activation links, a day after they stopped counting (kept that long to read recent abuse).
@Injectable()
export class AccountsHousekeeping implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AccountsHousekeeping');
  private timer?: NodeJS.Timeout;

  constructor(private readonly txHost: Transactions) {}

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
    const day = `now() - interval '1 day'`;
    await this.txHost.tx.query(`DELETE FROM user_session WHERE expires_at < ${day} OR revoked_at < ${day}`);
    for (const table of ['email_verification_code', 'oauth_state', 'auth_code', 'account_activation']) {
      await this.txHost.tx.query(`DELETE FROM ${table} WHERE expires_at < ${day}`);
    }
  }
}
