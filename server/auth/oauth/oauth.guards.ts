import { type CanActivate, type ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

import { authorizationRequestSchema } from '../dto/oauth.dto';

import { OAuthService } from './oauth.service';
import type { ProviderName } from './providers';
import type { OAuthRequest } from './state-store';

/** What the start guard hands the route: the provider's authorization URL and the state in it. */
export type OAuthAuthorization = { authorizationUrl: string; state: string };

export type OAuthFlowRequest = OAuthRequest & {
  oauthAuthorization?: OAuthAuthorization;
  // The start route answers JSON: passport's redirect is written here instead of to the browser.
  oauthCapture?: RedirectCapture;
  user?: { id: string } | false;
};

type RedirectCapture = { statusCode: number; setHeader(name: string, value: string): void; end(): void };

const logger = new Logger('OAuth');

// AuthGuard('<provider>') for each provider, made once. Its outcome goes to the service, which
// redirects with authError on a failure: the guard itself never refuses the request.
type ProviderGuard = { canActivate(context: ExecutionContext): Promise<boolean> };
const guards = new Map<ProviderName, ProviderGuard>();

function providerGuard(name: ProviderName): ProviderGuard {
  let guard = guards.get(name);
  if (!guard) {
    class NamedGuard extends AuthGuard(name) {
      handleRequest<TUser>(error: unknown, user: TUser): TUser {
        if (error) logger.warn(`${name} sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
        return (error ? false : user || false) as TUser;
      }

      // Read by AuthGuard (not in its declared type): the response passport writes a redirect to.
      getResponse(context: ExecutionContext): unknown {
        const http = context.switchToHttp();
        return http.getRequest<OAuthFlowRequest>().oauthCapture ?? http.getResponse();
      }
    }
    guard = new NamedGuard() as ProviderGuard;
    guards.set(name, guard);
  }
  return guard;
}

function captureRedirect(): { capture: RedirectCapture; location: Promise<string> } {
  let location = '';
  let done: (url: string) => void = () => undefined;
  const ended = new Promise<string>((resolve) => (done = resolve));
  const capture: RedirectCapture = {
    statusCode: 200,
    setHeader(name, value) {
      if (name.toLowerCase() === 'location') location = value;
    },
    end: () => done(location),
  };
  return { capture, location: ended };
}

/**
 * The start of a sign-in: runs the provider's strategy (state and PKCE verifier stored in Postgres) and keeps
 * the URL it would redirect to for the route to answer. An invalid body, a disabled provider or a redirect URL
 * off the allowed origins passes untouched: validation and the service refuse it as before; no state is stored.
 */
@Injectable()
export class OAuthStartGuard implements CanActivate {
  constructor(private readonly oauth: OAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OAuthFlowRequest>();
    // Guards run before the validation pipe: a body it will refuse stores no state.
    const body = authorizationRequestSchema.safeParse(request.body ?? {});
    const name = body.success ? this.oauth.startable(body.data.thirdType, body.data.redirectUrl) : undefined;
    if (!body.success || !name) return true;
    request.oauthRedirectUrl = body.data.redirectUrl;
    const { capture, location } = captureRedirect();
    request.oauthCapture = capture;
    // passport ends a redirect without calling back: whichever comes first, the redirect or a failure.
    const url = await Promise.race([
      location,
      providerGuard(name)
        .canActivate(context)
        .then(() => undefined),
    ]);
    if (url && request.oauthState) request.oauthAuthorization = { authorizationUrl: url, state: request.oauthState };
    return true;
  }
}

/**
 * The provider's redirect back: the strategy consumes the state, exchanges the code with the PKCE verifier and
 * links the account (request.user). Unknown or disabled providers and declined sign-ins (no code) skip the
 * strategy — it would start a new authorization — and the service sends the browser back with authError.
 */
@Injectable()
export class OAuthCallbackGuard implements CanActivate {
  constructor(private readonly oauth: OAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OAuthFlowRequest>();
    const name = this.oauth.enabledProvider(request.params.provider);
    if (!name || typeof request.query.code !== 'string') return true;
    await providerGuard(name).canActivate(context);
    return true;
  }
}
