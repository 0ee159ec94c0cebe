import { Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import type OAuth2Strategy from 'passport-oauth2';
import { DataSource } from 'typeorm';

import { newOpaqueToken, sha256Hex } from '@server/common/auth/tokens';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { returnedRows } from '@server/common/database/query-result';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import type { Session } from '../dto/auth.dto';
import { SupportService } from '../support.service';
import { UsersService } from '../users.service';

import {
  PROVIDER_LABELS,
  PROVIDER_NAMES,
  type ProviderName,
  providerByThirdType,
  providerSettings,
  THIRD_TYPES,
} from './providers';
import { createStrategy } from './strategies';

export const OAUTH_CALLBACK_PATH = '/api/uxa-center/support/OAuth/callback';

type FlowRequest = Request & { oauthRedirectUrl?: string; oauthState?: string };

type Outcome =
  { kind: 'success'; user: { id: string } } | { kind: 'redirect'; url: string } | { kind: 'fail'; reason: string };

export type ProviderInfo = { thirdType: number; name: ProviderName; label: string; enabled: boolean };

// Third-party sign-in through passport strategies: the authorization request stores the state
// and the PKCE verifier in Postgres; the callback consumes them, exchanges the code, links or
// creates the account and hands the client a single-use auth code.
@Injectable()
export class OAuthService {
  private readonly logger = new Logger('OAuth');
  private readonly strategies = new Map<ProviderName, OAuth2Strategy>();

  constructor(
    private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly support: SupportService,
  ) {}

  providers(): ProviderInfo[] {
    return PROVIDER_NAMES.map((name) => ({
      thirdType: THIRD_TYPES[name],
      name,
      label: PROVIDER_LABELS[name],
      enabled: providerSettings(this.config, name).enabled,
    }));
  }

  async authorizationRequest(
    thirdType: number,
    redirectUrl: string,
  ): Promise<{ authorizationUrl: string; state: string }> {
    const name = providerByThirdType(thirdType)!;
    if (!providerSettings(this.config, name).enabled) {
      throw new AppException(ErrorCode.ProviderDisabled, { provider: PROVIDER_LABELS[name] });
    }
    this.assertAllowedRedirect(redirectUrl);
    const request = { query: {}, body: {}, headers: {}, oauthRedirectUrl: redirectUrl } as unknown as FlowRequest;
    const outcome = await this.run(name, request);
    if (outcome.kind !== 'redirect' || !request.oauthState) {
      throw new AppException(ErrorCode.ThirdPartyLoginFailed);
    }
    return { authorizationUrl: outcome.url, state: request.oauthState };
  }

  // Where the browser goes after the provider: redirectUrl?authCode=… on success, with
  // authError=third_party_login_failed otherwise (PUBLIC_URL when the state is unknown).
  async callback(provider: string, request: Request): Promise<string> {
    const flow = request as FlowRequest;
    const fallback = `${this.config.publicUrl}/`;
    const name = PROVIDER_NAMES.find((candidate) => candidate === provider);
    if (!name || !providerSettings(this.config, name).enabled)
      return withParam(fallback, 'authError', 'third_party_login_failed');
    if (typeof request.query.code !== 'string') {
      // The user declined (or the provider failed): forget the state and go back.
      await this.consumeState(name, typeof request.query.state === 'string' ? request.query.state : '', flow);
      return withParam(flow.oauthRedirectUrl ?? fallback, 'authError', 'third_party_login_failed');
    }
    const outcome = await this.run(name, flow).catch((error: unknown): Outcome => {
      this.logger.warn(`${name} sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
      return { kind: 'fail', reason: 'error' };
    });
    const target = flow.oauthRedirectUrl ?? fallback;
    if (outcome.kind !== 'success') return withParam(target, 'authError', 'third_party_login_failed');
    const authCode = newOpaqueToken();
    await this.dataSource.query('INSERT INTO auth_code (code_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      sha256Hex(authCode),
      outcome.user.id,
      new Date(Date.now() + this.config.AUTH_CODE_TTL_SECONDS * 1000),
    ]);
    return withParam(target, 'authCode', authCode);
  }

  async exchangeAuthCode(authCode: string): Promise<Session> {
    const result: unknown = await this.dataSource.query(
      `UPDATE auth_code SET consumed_at = now()
       WHERE code_hash = $1 AND consumed_at IS NULL AND expires_at > now() RETURNING user_id`,
      [sha256Hex(authCode)],
    );
    const rows = returnedRows<{ user_id: string }>(result);
    const user = rows[0] ? await this.users.findById(rows[0].user_id) : null;
    if (!user || user.status !== 'active') throw new AppException(ErrorCode.InvalidAuthCode);
    return this.support.startSession(user);
  }

  private assertAllowedRedirect(redirectUrl: string): void {
    let origin: string;
    try {
      const url = new URL(redirectUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
      origin = url.origin;
    } catch {
      throw new AppException(ErrorCode.RedirectNotAllowed);
    }
    if (!this.config.webOrigins.includes(origin)) throw new AppException(ErrorCode.RedirectNotAllowed);
  }

  private strategy(name: ProviderName): OAuth2Strategy {
    let strategy = this.strategies.get(name);
    if (!strategy) {
      strategy = createStrategy(
        providerSettings(this.config, name),
        `${this.config.publicUrl}${OAUTH_CALLBACK_PATH}/${name}`,
        this.stateStore(name),
        (profile) => this.users.findOrCreateByIdentity(profile),
      );
      this.strategies.set(name, strategy);
    }
    return strategy;
  }

  // Runs one step of a passport strategy (as passport.authenticate does) and reports its outcome.
  private run(name: ProviderName, request: FlowRequest): Promise<Outcome> {
    return new Promise((resolve, reject) => {
      const step = Object.create(this.strategy(name)) as OAuth2Strategy & Record<string, unknown>;
      step.success = (user: { id: string }) => resolve({ kind: 'success', user });
      step.fail = (challenge: unknown) => resolve({ kind: 'fail', reason: JSON.stringify(challenge ?? null) });
      step.redirect = (url: string) => resolve({ kind: 'redirect', url });
      step.pass = () => resolve({ kind: 'fail', reason: 'pass' });
      step.error = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
      step.authenticate(request, {});
    });
  }

  private stateStore(name: ProviderName): OAuth2Strategy.StateStore {
    const ttl = () => this.config.OAUTH_STATE_TTL_SECONDS;
    const dataSource = this.dataSource;
    const consume = (state: string, request: FlowRequest) => this.consumeState(name, state, request);
    // passport-oauth2 picks the PKCE flavour by the methods' arity: store(req, verifier, state, meta, cb)
    // and verify(req, state, meta, cb).
    return {
      store(
        req: FlowRequest,
        verifier: string,
        _state: unknown,
        _meta: unknown,
        callback: (err: Error | null, state?: string) => void,
      ) {
        const state = newOpaqueToken();
        dataSource
          .query(
            `INSERT INTO oauth_state (state_hash, provider, code_verifier, redirect_url, expires_at)
             VALUES ($1, $2, $3, $4, now() + $5 * interval '1 second')`,
            [sha256Hex(state), name, verifier, req.oauthRedirectUrl, ttl()],
          )
          .then(
            () => {
              req.oauthState = state;
              callback(null, state);
            },
            (error: Error) => callback(error),
          );
      },
      verify(
        req: FlowRequest,
        state: string,
        _meta: unknown,
        callback: (err: Error | null, ok: string | false, info?: unknown) => void,
      ) {
        consume(state, req).then(
          (verifier) =>
            callback(null, verifier ?? false, verifier ? undefined : { message: 'Invalid or expired state' }),
          (error: Error) => callback(error, false),
        );
      },
    } as unknown as OAuth2Strategy.StateStore;
  }

  // Single use: the state row is marked consumed whatever happens next.
  private async consumeState(name: ProviderName, state: string, request: FlowRequest): Promise<string | undefined> {
    if (!state || state.length > 200) return undefined;
    const result: unknown = await this.dataSource.query(
      `UPDATE oauth_state SET consumed_at = now()
       WHERE state_hash = $1 AND provider = $2 AND consumed_at IS NULL AND expires_at > now()
       RETURNING code_verifier, redirect_url`,
      [sha256Hex(state), name],
    );
    const rows = returnedRows<{ code_verifier: string; redirect_url: string }>(result);
    if (!rows[0]) return undefined;
    request.oauthRedirectUrl = rows[0].redirect_url;
    return rows[0].code_verifier;
  }
}

function withParam(target: string, name: string, value: string): string {
  const url = new URL(target);
  url.searchParams.set(name, value);
  return url.toString();
}
