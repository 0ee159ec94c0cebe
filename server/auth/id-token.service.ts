import { Injectable, Logger } from '@nestjs/common';
import { createRemoteJWKSet, decodeProtectedHeader, type JWTPayload, jwtVerify } from 'jose';

import { InjectConfig } from '@server/common/config/app-config';
import type { AppConfig } from '@server/common/config/config.schema';
import { AppException } from '@server/common/errors/app.exception';
import { ErrorCode } from '@server/common/errors/error-codes';

import type { Session } from './dto/auth.dto';
import { SupportService } from './support.service';
import { UsersService } from './users.service';

// The alternative claims a token may carry each value in (§5).
const SUBJECT_CLAIMS = ['sub', 'userCode', 'uid', 'user_id'];
const EMAIL_CLAIMS = ['email', 'mail', 'emailAddress'];
const NAME_CLAIMS = ['name', 'nickname', 'preferred_username', 'userName'];

const ASYMMETRIC = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

function firstString(payload: JWTPayload, claims: string[]): string | undefined {
  for (const claim of claims) {
    const value = payload[claim];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (typeof value === 'number') return String(value);
  }
  return undefined;
}

// The table's own text is the spec's: 'Login failed: Invalid token'.
export function invalidToken(): AppException {
  return new AppException(ErrorCode.InvalidIdToken);
}

// Sign-in with an ID token from a configured issuer (ID_TOKEN_ISSUER) for our client (ID_TOKEN_AUDIENCE),
// checked with its JWKS (ID_TOKEN_JWKS_URL) or a shared HS256 key (ID_TOKEN_HS256_SECRET). Anything else
// is refused.
@Injectable()
export class IdTokenService {
  private readonly logger = new Logger('IdToken');
  private readonly jwks?: ReturnType<typeof createRemoteJWKSet>;
  private readonly secret?: Uint8Array;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly support: SupportService,
  ) {
    if (config.ID_TOKEN_JWKS_URL) this.jwks = createRemoteJWKSet(new URL(config.ID_TOKEN_JWKS_URL));
    if (config.ID_TOKEN_HS256_SECRET) this.secret = new TextEncoder().encode(config.ID_TOKEN_HS256_SECRET);
  }

  async login(idToken: string): Promise<Session> {
    const payload = await this.verify(idToken.trim());
    const subject = firstString(payload, SUBJECT_CLAIMS);
    if (!subject) throw invalidToken();
    const user = await this.users.findOrCreateByIdentity({
      provider: 'id-token',
      // The account is bound to (issuer, subject); an e-mail links to an existing account only when
      // the issuer says it verified it: an absent claim is no proof.
      subject: `${payload.iss}|${subject}`.slice(0, 300),
      email: firstString(payload, EMAIL_CLAIMS),
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: firstString(payload, NAME_CLAIMS),
    });
    return this.support.startSession(user);
  }

  private async verify(token: string): Promise<JWTPayload> {
    const parts = token.split('.');
    if (parts.length !== 3 || !this.config.ID_TOKEN_ISSUER) throw invalidToken();
    try {
      const middle: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
      if (!middle || typeof middle !== 'object') throw new Error('payload is not an object');
      const { alg } = decodeProtectedHeader(token);
      // A token without an expiry or issue time, or issued to another client, is refused.
      const options = {
        issuer: this.config.ID_TOKEN_ISSUER,
        audience: this.config.ID_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'aud'],
      };
      if (alg === 'HS256' && this.secret) {
        return (await jwtVerify(token, this.secret, { ...options, algorithms: ['HS256'] })).payload;
      }
      if (alg && ASYMMETRIC.includes(alg) && this.jwks) {
        return (await jwtVerify(token, this.jwks, { ...options, algorithms: ASYMMETRIC })).payload;
      }
      throw new Error(`no key for alg ${alg}`);
    } catch (error) {
      this.logger.debug(`Refused an ID token: ${error instanceof Error ? error.message : String(error)}`);
      throw invalidToken();
    }
  }
}
