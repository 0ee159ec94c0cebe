import type { AppConfig } from '@server/common/config/config.schema';

export const PROVIDER_NAMES = ['figma', 'google', 'github', 'x'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

// The spec's thirdType numbers.
export const THIRD_TYPES: Record<ProviderName, number> = { figma: 1, google: 5, github: 7, x: 8 };
export const PROVIDER_LABELS: Record<ProviderName, string> = {
  figma: 'Figma',
  google: 'Google',
  github: 'GitHub',
  x: 'X',
};

export type ProviderSettings = {
  name: ProviderName;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string;
  emailsUrl?: string;
  scope: string[];
  enabled: boolean;
};

const DEFAULTS: Record<ProviderName, Omit<ProviderSettings, 'name' | 'clientId' | 'clientSecret' | 'enabled'>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    // passport-google-oauth20 reads OpenID claims (email_verified) when the URL ends in /userinfo.
    profileUrl: 'https://www.googleapis.com/oauth2/v3/userinfo',
    scope: ['openid', 'email', 'profile'],
  },
  github: {
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    profileUrl: 'https://api.github.com/user',
    emailsUrl: 'https://api.github.com/user/emails',
    scope: ['read:user', 'user:email'],
  },
  figma: {
    authorizeUrl: 'https://www.figma.com/oauth',
    tokenUrl: 'https://api.figma.com/v1/oauth/token',
    profileUrl: 'https://api.figma.com/v1/me',
    scope: ['current_user:read'],
  },
  x: {
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    profileUrl: 'https://api.x.com/2/users/me?user.fields=confirmed_email,name,username',
    scope: ['users.read', 'tweet.read', 'users.email'],
  },
};

export function providerSettings(config: AppConfig, name: ProviderName): ProviderSettings {
  const key = name.toUpperCase() as Uppercase<ProviderName>;
  const read = (suffix: string) => (config as unknown as Record<string, string | undefined>)[`OAUTH_${key}_${suffix}`];
  const defaults = DEFAULTS[name];
  const clientId = read('CLIENT_ID') ?? '';
  const clientSecret = read('CLIENT_SECRET') ?? '';
  return {
    name,
    clientId,
    clientSecret,
    authorizeUrl: read('AUTHORIZE_URL') ?? defaults.authorizeUrl,
    tokenUrl: read('TOKEN_URL') ?? defaults.tokenUrl,
    profileUrl: read('PROFILE_URL') ?? defaults.profileUrl,
    emailsUrl: read('EMAILS_URL') ?? defaults.emailsUrl,
    scope: defaults.scope,
    enabled: Boolean(clientId && clientSecret),
  };
}

export function providerByThirdType(thirdType: number): ProviderName | undefined {
  return PROVIDER_NAMES.find((name) => THIRD_TYPES[name] === thirdType);
}
