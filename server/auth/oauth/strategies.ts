import { Strategy as GitHubStrategy } from 'passport-github2';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import OAuth2Strategy from 'passport-oauth2';

import type { ThirdPartyProfile } from '../users.service';

import type { ProviderName, ProviderSettings } from './providers';

// The provider's profile in the shape account linking needs.
export type ProfileVerify = (profile: ThirdPartyProfile) => Promise<{ id: string }>;

type PassportProfile = {
  id: string;
  displayName?: string;
  username?: string;
  emails?: { value: string; verified?: boolean | string; primary?: boolean }[];
  _json?: Record<string, unknown>;
};

async function fetchJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The profile endpoint answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

// Figma and X go through the generic OAuth2 strategy with their own profile reader.
class FigmaStrategy extends OAuth2Strategy {
  constructor(
    options: OAuth2Strategy.StrategyOptions,
    verify: OAuth2Strategy.VerifyFunction,
    private readonly profileUrl: string,
  ) {
    super(options, verify);
    this.name = 'figma';
  }

  userProfile(accessToken: string, done: (err?: unknown, profile?: unknown) => void): void {
    fetchJson(this.profileUrl, accessToken).then(
      (json) =>
        done(null, {
          id: String(json.id),
          displayName: json.handle,
          emails: typeof json.email === 'string' ? [{ value: json.email, verified: true }] : [],
          _json: json,
        }),
      (error: unknown) => done(error),
    );
  }
}

class XStrategy extends OAuth2Strategy {
  constructor(
    options: OAuth2Strategy.StrategyOptions,
    verify: OAuth2Strategy.VerifyFunction,
    private readonly profileUrl: string,
  ) {
    super(options, verify);
    this.name = 'x';
  }

  userProfile(accessToken: string, done: (err?: unknown, profile?: unknown) => void): void {
    fetchJson(this.profileUrl, accessToken).then((json) => {
      const data = (json.data ?? {}) as Record<string, unknown>;
      // confirmed_email is X's verified address (only with the users.email scope).
      const email = typeof data.confirmed_email === 'string' ? data.confirmed_email : undefined;
      done(null, {
        id: String(data.id),
        displayName: data.name ?? data.username,
        emails: email ? [{ value: email, verified: true }] : [],
        _json: data,
      });
    }, done);
  }
}

function pickVerifiedEmail(profile: PassportProfile): { email: string | null; verified: boolean } {
  const emails = profile.emails ?? [];
  const verified = emails.filter((e) => e.verified === true || e.verified === 'true');
  const chosen = verified.find((e) => e.primary) ?? verified[0];
  return chosen ? { email: chosen.value, verified: true } : { email: null, verified: false };
}

// One passport strategy per provider, all with PKCE (S256) and the server-side state store.
export function createStrategy(
  settings: ProviderSettings,
  callbackURL: string,
  store: OAuth2Strategy.StateStore,
  verify: ProfileVerify,
): OAuth2Strategy {
  const onProfile = (
    _accessToken: string,
    _refreshToken: string,
    profile: PassportProfile,
    done: (error: unknown, user?: Express.User | false) => void,
  ) => {
    if (!profile?.id || profile.id === 'undefined') return done(null, false);
    const { email, verified } = pickVerifiedEmail(profile);
    verify({
      provider: settings.name,
      subject: String(profile.id),
      email,
      emailVerified: verified,
      name: profile.displayName ?? profile.username ?? null,
    }).then(
      (user) => done(null, user),
      (error: unknown) => done(error),
    );
  };
  const base = {
    clientID: settings.clientId,
    clientSecret: settings.clientSecret,
    callbackURL,
    authorizationURL: settings.authorizeUrl,
    tokenURL: settings.tokenUrl,
    scope: settings.scope,
    state: true,
    pkce: true,
    store,
  };
  const kind: ProviderName = settings.name;
  switch (kind) {
    case 'google':
      return new GoogleStrategy(
        { ...base, userProfileURL: settings.profileUrl } as unknown as ConstructorParameters<typeof GoogleStrategy>[0],
        onProfile as never,
      ) as unknown as OAuth2Strategy;
    case 'github':
      return new GitHubStrategy(
        { ...base, userProfileURL: settings.profileUrl, userEmailURL: settings.emailsUrl, allRawEmails: true } as never,
        onProfile as never,
      ) as unknown as OAuth2Strategy;
    case 'figma':
      return new FigmaStrategy(base as never, onProfile as never, settings.profileUrl);
    case 'x':
      // X wants confidential clients to authenticate with HTTP Basic at the token endpoint.
      return new XStrategy(
        {
          ...base,
          customHeaders: {
            authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
          },
        } as never,
        onProfile as never,
        settings.profileUrl,
      );
  }
}
