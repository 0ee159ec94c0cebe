import type { Request } from 'express';
import type { DataSource } from 'typeorm';

import { newOpaqueToken, sha256Hex } from '@server/common/auth/tokens';
import { returnedRows } from '@server/common/database/query-result';

import type { ProviderName } from './providers';

/** A request on its way through a sign-in: where to go back to, and the state handed to the provider. */
export type OAuthRequest = Request & { oauthRedirectUrl?: string; oauthState?: string };

type Stored = (err: Error | null, state?: string) => void;
type Verified = (err: Error | null, verifier: string | false, info?: { message: string }) => void;

// passport-oauth2's state store over the oauth_state table: the authorization request stores the
// state (hashed) with the PKCE verifier and the redirect URL; the callback consumes it once.
// passport-oauth2 picks the PKCE flavour by the methods' arity: store(req, verifier, state, meta, cb)
// and verify(req, state, meta, cb), so both keep every parameter.
export class OAuthStateStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: ProviderName,
    private readonly ttlSeconds: () => number,
  ) {}

  store(req: OAuthRequest, verifier: string, _state: unknown, _meta: unknown, callback: Stored): void {
    const state = newOpaqueToken();
    this.dataSource
      .query(
        `INSERT INTO oauth_state (state_hash, provider, code_verifier, redirect_url, expires_at)
         VALUES ($1, $2, $3, $4, now() + $5 * interval '1 second')`,
        [sha256Hex(state), this.provider, verifier, req.oauthRedirectUrl, this.ttlSeconds()],
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
    const result: unknown = await this.dataSource.query(
      `UPDATE oauth_state SET consumed_at = now()
       WHERE state_hash = $1 AND provider = $2 AND consumed_at IS NULL AND expires_at > now()
       RETURNING code_verifier, redirect_url`,
      [sha256Hex(state), this.provider],
    );
    const rows = returnedRows<{ code_verifier: string; redirect_url: string }>(result);
    if (!rows[0]) return undefined;
    request.oauthRedirectUrl = rows[0].redirect_url;
    return rows[0].code_verifier;
  }
}
