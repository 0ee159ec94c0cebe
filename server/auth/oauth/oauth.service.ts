import { Injectable } from '@nestjs/common';
import type { Request } from 'express';

import { newOpaqueToken, sha256Hex } from '@server/common/auth/tokens';
import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import type { Session } from '../dto/auth.dto';
import { SupportService } from '../support.service';
import { UsersService } from '../users.service';

import { AuthCodeRepository } from './auth-code.repository';
import type { OAuthFlowRequest } from './oauth.guards';
import { OAuthStateRepository } from './oauth-state.repository';
import {
  PROVIDER_LABELS,
  PROVIDER_NAMES,
  type ProviderName,
  providerByThirdType,
  providerSettings,
  THIRD_TYPES,
} from './providers';
import { OAuthStateStore } from './state-store';
import { registerStrategy } from './strategies';

export const OAUTH_CALLBACK_PATH = '/api/uxa-center/support/OAuth/callback';

export type ProviderInfo = { thirdType: number; name: ProviderName; label: string; enabled: boolean };

// Third-party sign-in through passport: a strategy per enabled provider (registered at start-up for
// AuthGuard('<provider>'), see oauth.guards.ts) keeps the state and the PKCE verifier in Postgres;
// the callback links or creates the account and hands the client a single-use auth code.
@Injectable()
export class OAuthService {
  private readonly stores = new Map<ProviderName, OAuthStateStore>();

  constructor(
    private readonly authCodes: AuthCodeRepository,
    states: OAuthStateRepository,
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly support: SupportService,
  ) {
    for (const name of PROVIDER_NAMES) {
      const settings = providerSettings(config, name);
      // A provider without client credentials has no strategy (passport-oauth2 requires a client id).
      if (!settings.enabled) continue;
      const store = new OAuthStateStore(states, name, () => config.OAUTH_STATE_TTL_SECONDS);
      this.stores.set(name, store);
      registerStrategy({
        settings,
        callbackURL: `${config.publicUrl}${OAUTH_CALLBACK_PATH}/${name}`,
        store,
        verify: (profile) => users.findOrCreateByIdentity(profile),
      });
    }
  }

  providers(): ProviderInfo[] {
    return PROVIDER_NAMES.map((name) => ({
      thirdType: THIRD_TYPES[name],
      name,
      label: PROVIDER_LABELS[name],
      enabled: providerSettings(this.config, name).enabled,
    }));
  }

  /** The provider named in a callback path when sign-in with it is enabled. */
  enabledProvider(provider: unknown): ProviderName | undefined {
    const name = PROVIDER_NAMES.find((candidate) => candidate === provider);
    return name && this.stores.has(name) ? name : undefined;
  }

  /** The provider a start request names, when it is enabled and the redirect URL is allowed. */
  startable(thirdType: number, redirectUrl: string): ProviderName | undefined {
    const name = this.enabledProvider(providerByThirdType(thirdType));
    return name && this.isAllowedRedirect(redirectUrl) ? name : undefined;
  }

  // The start guard has run the provider's strategy; this answers its outcome, or why there is none.
  authorizationRequest(
    thirdType: number,
    redirectUrl: string,
    request: Request,
  ): { authorizationUrl: string; state: string } {
    const name = providerByThirdType(thirdType)!;
    if (!providerSettings(this.config, name).enabled) {
      throw new AppException(ErrorCode.ProviderDisabled, { provider: PROVIDER_LABELS[name] });
    }
    if (!this.isAllowedRedirect(redirectUrl)) throw new AppException(ErrorCode.RedirectNotAllowed);
    const authorization = (request as OAuthFlowRequest).oauthAuthorization;
    if (!authorization) throw new AppException(ErrorCode.ThirdPartyLoginFailed);
    return authorization;
  }

  // Where the browser goes after the provider: redirectUrl?authCode=… on success, with
  // authError=third_party_login_failed otherwise (PUBLIC_URL when the state is unknown).
  async callback(provider: string, request: Request): Promise<string> {
    const flow = request as OAuthFlowRequest;
    const fallback = `${this.config.publicUrl}/`;
    const name = this.enabledProvider(provider);
    if (!name) return withParam(fallback, 'authError', 'third_party_login_failed');
    if (typeof request.query.code !== 'string') {
      // The user declined (or the provider failed): forget the state and go back.
      await this.stores.get(name)!.consume(request.query.state, flow);
      return withParam(flow.oauthRedirectUrl ?? fallback, 'authError', 'third_party_login_failed');
    }
    const target = flow.oauthRedirectUrl ?? fallback;
    // The callback guard's strategy run: the linked user, or false.
    if (!flow.user) return withParam(target, 'authError', 'third_party_login_failed');
    const authCode = newOpaqueToken();
    await this.authCodes.add({
      codeHash: sha256Hex(authCode),
      userId: flow.user.id,
      expiresAt: new Date(Date.now() + this.config.AUTH_CODE_TTL_SECONDS * 1000),
    });
    return withParam(target, 'authCode', authCode);
  }

  async exchangeAuthCode(authCode: string): Promise<Session> {
    const userId = await this.authCodes.useUp(sha256Hex(authCode));
    const user = userId ? await this.users.findById(userId) : null;
    if (!user || user.status !== 'active') throw new AppException(ErrorCode.InvalidAuthCode);
    return this.support.startSession(user);
  }

  private isAllowedRedirect(redirectUrl: string): boolean {
    try {
      const url = new URL(redirectUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
      return this.config.webOrigins.includes(url.origin);
    } catch {
      return false;
    }
  }
}

function withParam(target: string, name: string, value: string): string {
  const url = new URL(target);
  url.searchParams.set(name, value);
  return url.toString();
}
