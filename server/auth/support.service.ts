import { Injectable } from '@nestjs/common';

import type { Language } from '@boxify/design/locale';
import type { UserEntity } from '@server/common/auth/entities/user.entity';
import { type CurrentUserInfo, SessionService } from '@server/common/auth/session.service';
import { sha256Hex } from '@server/common/auth/tokens';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';
import { accountExistsMail } from '@server/common/mail/mail-templates';
import { MailService } from '@server/common/mail/mail.service';
import { RateLimiter } from '@server/common/rate-limit/rate-limiter.service';
import { AccountService } from '@server/accounts/account.service';

import type { Session } from './dto/auth.dto';
import { AccountActivationRepository } from './account-activation.repository';
import { ActivationMail } from './activation-mail';
import { PasswordHasher } from './password-hasher';
import { normalizeEmail, UsersService } from './users.service';
import { VerificationCodeService } from './verification-code.service';

const HOUR = 3600;

export type Caller = { ip: string; language: Language };

// Sign-up, sign-in and sessions. Answers for known and unknown addresses are the same (code, msg,
// data shape) and cost about the same time: one argon2 run either way.
@Injectable()
export class SupportService {
  constructor(
    private readonly activations: AccountActivationRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
    private readonly codes: VerificationCodeService,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    private readonly accounts: AccountService,
    private readonly activationMail: ActivationMail,
  ) {}

  async login(email: string, password: string, caller: Caller): Promise<Session> {
    const accountKey = `login:fail:account:${normalizeEmail(email)}`;
    const ipKey = `login:fail:ip:${caller.ip}`;
    const window = this.config.LOGIN_FAILURE_WINDOW_SECONDS;
    // Each try takes its place under both bounds before argon2 runs: parallel tries cannot overshoot.
    await this.limiter.reserve(
      { key: accountKey, max: this.config.LOGIN_MAX_FAILURES_PER_ACCOUNT, windowSeconds: window },
      { key: ipKey, max: this.config.LOGIN_MAX_FAILURES_PER_IP, windowSeconds: window },
    );
    const user = await this.users.findByEmail(email);
    const ok = await this.hasher.verify(user?.passwordHash, password);
    if (!user || !ok) throw new AppException(ErrorCode.InvalidCredentials);
    // The right password is no failure: it clears the account's count and gives the caller's place back.
    await this.limiter.reset(accountKey);
    await this.limiter.release(ipKey);
    // Only someone who knows the password learns that the account waits for activation.
    if (user.status === 'pending') throw new AppException(ErrorCode.AccountNotActivated);
    return this.startSession(user);
  }

  // Sign-up with an e-mailed code. An address that already has an account gets the same answer
  // and keeps its password (the code proves the mailbox, not the right to reset it here).
  async registerWithCode(email: string, password: string, verifyCode: string): Promise<null> {
    await this.codes.consume(email, verifyCode);
    const passwordHash = await this.hasher.hash(password);
    const existing = await this.users.findByEmail(email);
    if (existing) await this.users.activateProven(existing, passwordHash);
    else await this.createOrIgnore(email, passwordHash, 'active');
    return null;
  }

  // Sign-up with an activation link: a pending account, activated from the e-mail.
  async registerWithActivation(email: string, password: string, caller: Caller): Promise<null> {
    await this.limitMail(email, caller);
    const passwordHash = await this.hasher.hash(password);
    const existing = await this.users.findByEmail(email);
    if (existing?.status === 'active') {
      await this.mail.send(normalizeEmail(email), accountExistsMail(caller.language, this.config.publicUrl));
      return null;
    }
    const user = existing ?? (await this.createOrIgnore(email, passwordHash, 'pending'));
    if (user) await this.activationMail.send(user, caller.language);
    return null;
  }

  async resendActivation(email: string, caller: Caller): Promise<null> {
    await this.limitMail(email, caller);
    await this.activationMail.requestResend(email, caller.language);
    return null;
  }

  // The e-mailed link: activates the account; the caller is redirected with the result.
  async activate(token: string | undefined): Promise<boolean> {
    if (!token) return false;
    const userId = await this.activations.useUp(sha256Hex(token));
    if (!userId) return false;
    await this.users.activate(userId);
    return true;
  }

  async loginWithCode(email: string, verifyCode: string): Promise<Session> {
    await this.codes.consume(email, verifyCode);
    return this.startSession(await this.users.findOrCreateByProvenEmail(email));
  }

  async logout(token: string | undefined): Promise<null> {
    if (token) await this.sessions.revoke(token);
    return null;
  }

  // A fresh token for a handoff (e.g. to the workbench); the caller's token stays valid, so a
  // failed sync on the client can fall back to it.
  async reissue(user: CurrentUserInfo): Promise<Session> {
    const issued = await this.sessions.issue(user.id);
    return { isLogin: true, token: issued.token, expiresAt: issued.expiresAt.toISOString(), user: publicUser(user) };
  }

  async userInfo(user: CurrentUserInfo) {
    return { ...publicUser(user), ...(await this.accounts.view(user.id)) };
  }

  async startSession(user: Pick<UserEntity, 'id' | 'name' | 'email' | 'userCode'>): Promise<Session> {
    await this.users.openAccount(user.id);
    const issued = await this.sessions.issue(user.id);
    return { isLogin: true, token: issued.token, expiresAt: issued.expiresAt.toISOString(), user: publicUser(user) };
  }

  private async createOrIgnore(email: string, passwordHash: string, status: 'active' | 'pending') {
    try {
      return await this.users.create({ email, passwordHash, status });
    } catch {
      return null; // created meanwhile by a concurrent sign-up: same answer
    }
  }

  private async limitMail(email: string, caller: Caller): Promise<void> {
    await this.limiter.consume({
      key: `activation:hour:email:${normalizeEmail(email)}`,
      max: this.config.VERIFY_CODE_MAX_PER_HOUR_PER_EMAIL,
      windowSeconds: HOUR,
    });
    await this.limiter.consume({
      key: `activation:hour:ip:${caller.ip}`,
      max: this.config.VERIFY_CODE_MAX_PER_HOUR_PER_IP,
      windowSeconds: HOUR,
    });
  }
}

function publicUser(user: Pick<UserEntity, 'name' | 'email' | 'userCode'>) {
  return { name: user.name, email: user.email, userCode: user.userCode };
}
