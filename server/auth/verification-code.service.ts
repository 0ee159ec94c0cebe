import { randomInt, timingSafeEqual } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';
import { Transactions } from '@server/common/database/transactions';
import { sha256Hex } from '@server/common/auth/tokens';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { verificationCodeMail } from '@server/common/mail/mail-templates';
import { MailService } from '@server/common/mail/mail.service';
import { RateLimiter } from '@server/common/rate-limit/rate-limiter.service';

import { normalizeEmail } from './users.service';
import { VerificationCodeRepository } from './verification-code.repository';

const HOUR = 3600;

const codeHash = (email: string, code: string) => sha256Hex(`${email}:${code}`);

export type SentCode = { resendAfterSeconds: number; expiresInSeconds: number };

// E-mailed 6-digit codes: sign-up and sign-in with a code. The answer never depends on whether
// the address has an account.
@Injectable()
export class VerificationCodeService {
  constructor(
    private readonly txHost: Transactions,
    private readonly codes: VerificationCodeRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
  ) {}

  async send(rawEmail: string, ip: string, language: Language): Promise<SentCode> {
    const email = normalizeEmail(rawEmail);
    const c = this.config;
    if (c.VERIFY_CODE_COOLDOWN_SECONDS > 0) {
      await this.limiter.consume({
        key: `code:cooldown:${email}`,
        max: 1,
        windowSeconds: c.VERIFY_CODE_COOLDOWN_SECONDS,
      });
    }
    await this.limiter.consume({
      key: `code:hour:email:${email}`,
      max: c.VERIFY_CODE_MAX_PER_HOUR_PER_EMAIL,
      windowSeconds: HOUR,
    });
    await this.limiter.consume({
      key: `code:hour:ip:${ip}`,
      max: c.VERIFY_CODE_MAX_PER_HOUR_PER_IP,
      windowSeconds: HOUR,
    });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.txHost.withTransaction(async () => {
      await this.codes.retireUnused(email);
      await this.codes.add({
        email,
        codeHash: codeHash(email, code),
        expiresAt: new Date(Date.now() + c.VERIFY_CODE_TTL_SECONDS * 1000),
      });
    });
    await this.mail.send(email, verificationCodeMail(language, code, Math.round(c.VERIFY_CODE_TTL_SECONDS / 60)));
    return { resendAfterSeconds: c.VERIFY_CODE_COOLDOWN_SECONDS, expiresInSeconds: c.VERIFY_CODE_TTL_SECONDS };
  }

  // Uses up the address's current code when `code` matches; every miss counts, and a code
  // with too many misses is dead. Throws InvalidVerifyCode otherwise.
  async consume(rawEmail: string, code: string): Promise<void> {
    const email = normalizeEmail(rawEmail);
    const ok = await this.txHost.withTransaction(async () => {
      const row = await this.codes.lockLive(email);
      if (!row || row.attempts >= this.config.VERIFY_CODE_MAX_ATTEMPTS) return false;
      const matches =
        /^\d{6}$/.test(code) && timingSafeEqual(Buffer.from(row.code_hash), Buffer.from(codeHash(email, code)));
      if (!matches) {
        await this.codes.countMiss(row.id);
        return false;
      }
      await this.codes.useUp(row.id);
      return true;
    });
    if (!ok) throw new AppException(ErrorCode.InvalidVerifyCode);
  }
}
