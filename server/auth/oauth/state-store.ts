import type { Request } from 'express';

import { newOpaqueToken, sha256Hex } from '@server/common/auth/tokens';

import type { OAuthStateRepository } from './oauth-state.repository';
import type { ProviderName } from './providers';

/** A request on its way through a sign-in: where to go back to, and the state handed to the provider. */
export type OAuthRequest = Request & { oauthRedirectUrl?: string; oauthState?: string };

type Stored = (err: Error | null, state?: string) => void;
type Verified = (err: Error | null, verifier: string | false, info?: { message: string }) => void;

// passport-oauth2's state store over the oauth_state table (OAuthStateRepository): the authorization
// request stores the state (hashed) with the PKCE verifier and the redirect URL; the callback consumes it once.
// passport-oauth2 picks the PKCE flavour by the methods' arity: store(req, verifier, state, meta, cb)
// and verify(req, state, meta, cb), so both keep every parameter.
export class OAuthStateStore {
  constructor(
    private readonly states: OAuthStateRepository,
    private readonly provider: ProviderName,
    private readonly ttlSeconds: () => number,
  ) {}

  store(req: OAuthRequest, verifier: string, _state: unknown, _meta: unknown, callback: Stored): void {
    const state = newOpaqueToken();
    this.states
      .add(
        {
          stateHash: sha256Hex(state),
          provider: this.provider,
          codeVerifier: verifier,
          redirectUrl: req.oauthRedirectUrl,
        },
        this.ttlSeconds(),
      )
      .then(
        () => {
          req.oauthState = state;
          callback(null, state);
        },
        (error: Error) => callback(error),
      );
  }

  verify(req: OAuthRequest, state: string, _meta: unknown, callback: Verified): void {
    this.consume(state, req).then(
      (verifier) => callback(null, verifier ?? false, verifier ? undefined : { message: 'Invalid or expired state' }),
      (error: Error) => callback(error, false),
    );
  }

  // Single use: the state row is marked consumed whatever happens next; the request learns where to go back.
  async consume(state: unknown, request: OAuthRequest): Promise<string | undefined> {
    if (typeof state !== 'string' || !state || state.length > 200) return undefined;
    const signIn = await this.states.useUp(sha256Hex(state), this.provider);
    if (!signIn) return undefined;
    request.oauthRedirectUrl = signIn.redirectUrl;
    return signIn.codeVerifier;
  }
}
