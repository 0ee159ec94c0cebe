import { PassportStrategy } from '@nestjs/passport';
import { Strategy as GitHubStrategy } from 'passport-github2';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import OAuth2Strategy from 'passport-oauth2';

import type { ThirdPartyProfile } from '../users.service';

import type { ProviderName, ProviderSettings } from './providers';
import type { OAuthStateStore } from './state-store';

// Account linking for the provider's profile: the user signed in, or false when the profile has no id.
export type ProfileVerify = (profile: ThirdPartyProfile) => Promise<{ id: string }>;

type PassportProfile = {
  id: string;
  displayName?: string;
  username?: string;
  emails?: { value: string; verified?: boolean | string; primary?: boolean }[];
  _json?: Record<string, unknown>;
};

type ProfileDone = (err?: unknown, profile?: PassportProfile) => void;

// What every provider's strategy shares: the client, PKCE (S256) with the state kept in Postgres
// by the store, and the callback under PUBLIC_URL.
export type StrategySetup = {
  settings: ProviderSettings;
  callbackURL: string;
  // passport-oauth2 reads its methods' arity (PKCE), which its declared StateStore type cannot express.
  store: OAuthStateStore;
  verify: ProfileVerify;
};

function baseOptions({ settings, callbackURL, store }: StrategySetup) {
  return {
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
}

function pickVerifiedEmail(profile: PassportProfile): { email: string | null; verified: boolean } {
  const emails = profile.emails ?? [];
  const verified = emails.filter((e) => e.verified === true || e.verified === 'true');
  const chosen = verified.find((e) => e.primary) ?? verified[0];
  return chosen ? { email: chosen.value, verified: true } : { email: null, verified: false };
}

// The strategies' validate(): the provider's profile in the shape account linking needs.
async function linkProfile(setup: StrategySetup, profile: PassportProfile): Promise<{ id: string } | false> {
  if (!profile?.id || profile.id === 'undefined') return false;
  const { email, verified } = pickVerifiedEmail(profile);
  return setup.verify({
    provider: setup.settings.name,
    subject: String(profile.id),
    email,
    emailVerified: verified,
    name: profile.displayName ?? profile.username ?? null,
  });
}

async function fetchJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The profile endpoint answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

// Figma and X have no passport package: the generic OAuth2 strategy with their own profile reader.
class FigmaOAuth2 extends OAuth2Strategy {
  constructor(options: OAuth2Strategy.StrategyOptions & { profileURL: string }, verify: OAuth2Strategy.VerifyFunction) {
    super(options, verify);
    this.profileURL = options.profileURL;
  }

  private readonly profileURL: string;

  userProfile(accessToken: string, done: ProfileDone): void {
    fetchJson(this.profileURL, accessToken).then(
      (json) =>
        done(null, {
          id: String(json.id),
          displayName: typeof json.handle === 'string' ? json.handle : undefined,
          emails: typeof json.email === 'string' ? [{ value: json.email, verified: true }] : [],
          _json: json,
        }),
      (error: unknown) => done(error),
    );
  }
}

class XOAuth2 extends OAuth2Strategy {
  constructor(options: OAuth2Strategy.StrategyOptions & { profileURL: string }, verify: OAuth2Strategy.VerifyFunction) {
    super(options, verify);
    this.profileURL = options.profileURL;
  }

  private readonly profileURL: string;

  userProfile(accessToken: string, done: ProfileDone): void {
    fetchJson(this.profileURL, accessToken).then((json) => {
      const data = (json.data ?? {}) as Record<string, unknown>;
      // confirmed_email is X's verified address (only with the users.email scope).
      const email = typeof data.confirmed_email === 'string' ? data.confirmed_email : undefined;
      const name = data.name ?? data.username;
      done(null, {
        id: String(data.id),
        displayName: typeof name === 'string' ? name : undefined,
        emails: email ? [{ value: email, verified: true }] : [],
        _json: data,
      });
    }, done);
  }
}

// One passport strategy per provider, registered under the provider's name for AuthGuard('<provider>').
class GoogleSignIn extends PassportStrategy(GoogleStrategy, 'google') {
  constructor(private readonly setup: StrategySetup) {
    // passport-google-oauth20 reads OpenID claims (email_verified) when the profile URL ends in /userinfo.
    super({ ...baseOptions(setup), userProfileURL: setup.settings.profileUrl } as never);
  }

  validate(_accessToken: string, _refreshToken: string, profile: PassportProfile) {
    return linkProfile(this.setup, profile);
  }
}

class GitHubSignIn extends PassportStrategy(GitHubStrategy, 'github') {
  constructor(private readonly setup: StrategySetup) {
    super({
      ...baseOptions(setup),
      userProfileURL: setup.settings.profileUrl,
      userEmailURL: setup.settings.emailsUrl,
      allRawEmails: true,
    } as never);
  }

  validate(_accessToken: string, _refreshToken: string, profile: PassportProfile) {
    return linkProfile(this.setup, profile);
  }
}

class FigmaSignIn extends PassportStrategy(FigmaOAuth2, 'figma') {
  constructor(private readonly setup: StrategySetup) {
    super({ ...baseOptions(setup), profileURL: setup.settings.profileUrl } as never);
  }

  validate(_accessToken: string, _refreshToken: string, profile: PassportProfile) {
    return linkProfile(this.setup, profile);
  }
}

class XSignIn extends PassportStrategy(XOAuth2, 'x') {
  constructor(private readonly setup: StrategySetup) {
    const { clientId, clientSecret, profileUrl } = setup.settings;
    super({
      ...baseOptions(setup),
      profileURL: profileUrl,
      // X wants confidential clients to authenticate with HTTP Basic at the token endpoint.
      customHeaders: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
    } as never);
  }

  validate(_accessToken: string, _refreshToken: string, profile: PassportProfile) {
    return linkProfile(this.setup, profile);
  }
}

const STRATEGIES: Record<ProviderName, new (setup: StrategySetup) => OAuth2Strategy> = {
  google: GoogleSignIn,
  github: GitHubSignIn,
  figma: FigmaSignIn,
  x: XSignIn,
};

/** Makes the provider's strategy and registers it with passport under the provider's name. */
export function registerStrategy(setup: StrategySetup): OAuth2Strategy {
  return new STRATEGIES[setup.settings.name](setup);
}
