import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeUser = { id: string; email: string; name: string; emailVerified?: boolean };
export type ProviderName = 'google' | 'github' | 'figma' | 'x';

type Grant = {
  user: FakeUser;
  challenge: string;
  method: string;
  redirectUri: string;
  clientId: string;
  used: boolean;
};

export type TokenRequest = { provider: string; params: URLSearchParams; authorization?: string; status: number };

export const FAKE_CLIENT = { id: 'boxify-test-client', secret: 'boxify-test-secret' };

const b64url = (buffer: Buffer) => buffer.toString('base64url');

// One fake OAuth 2.0 provider per name on a loopback server: authorize → redirect with a code,
// a token endpoint that checks the PKCE verifier (S256) and client credentials, and the profile
// (and e-mail) endpoints in each provider's own shape.
export class FakeOAuthProvider {
  private server?: Server;
  private readonly grants = new Map<string, Grant>();
  private readonly tokens = new Map<string, { provider: string; user: FakeUser }>();
  readonly tokenRequests: TokenRequest[] = [];
  // The user who "signs in" at the next authorization.
  nextUser?: FakeUser;
  baseUrl = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.writeHead(500).end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  // The settings that point Boxify's provider at this fake.
  env(provider: ProviderName): Record<string, string> {
    const key = `OAUTH_${provider.toUpperCase()}_`;
    const profile = { google: 'userinfo', github: 'user', figma: 'me', x: 'users/me' }[provider];
    return {
      [`${key}CLIENT_ID`]: FAKE_CLIENT.id,
      [`${key}CLIENT_SECRET`]: FAKE_CLIENT.secret,
      [`${key}AUTHORIZE_URL`]: `${this.baseUrl}/${provider}/authorize`,
      [`${key}TOKEN_URL`]: `${this.baseUrl}/${provider}/token`,
      [`${key}PROFILE_URL`]: `${this.baseUrl}/${provider}/${profile}`,
      ...(provider === 'github' ? { OAUTH_GITHUB_EMAILS_URL: `${this.baseUrl}/github/user/emails` } : {}),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url!, this.baseUrl);
    const [, provider, ...rest] = url.pathname.split('/');
    const route = rest.join('/');
    const json = (status: number, body: unknown): void => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };

    if (route === 'authorize' && req.method === 'GET') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri');
      if (q.get('client_id') !== FAKE_CLIENT.id || !redirectUri || q.get('response_type') !== 'code') {
        return json(400, { error: 'invalid_request' });
      }
      if (!q.get('code_challenge') || q.get('code_challenge_method') !== 'S256') {
        return json(400, { error: 'invalid_request', error_description: 'PKCE S256 is required' });
      }
      const user = this.nextUser ?? {
        id: randomBytes(4).toString('hex'),
        email: 'someone@example.com',
        name: 'Someone',
      };
      const code = b64url(randomBytes(16));
      this.grants.set(code, {
        user,
        challenge: q.get('code_challenge')!,
        method: q.get('code_challenge_method')!,
        redirectUri,
        clientId: q.get('client_id')!,
        used: false,
      });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      if (q.get('state')) target.searchParams.set('state', q.get('state')!);
      res.writeHead(302, { location: target.toString() }).end();
      return;
    }

    if (route === 'token' && req.method === 'POST') {
      const params = new URLSearchParams(await readBody(req));
      const authorization = req.headers.authorization;
      const refuse = (description: string): void => {
        this.tokenRequests.push({ provider, params, authorization, status: 400 });
        json(400, { error: 'invalid_grant', error_description: description });
      };
      const basic = authorization?.startsWith('Basic ')
        ? Buffer.from(authorization.slice(6), 'base64').toString('utf8')
        : undefined;
      const clientOk =
        basic === `${FAKE_CLIENT.id}:${FAKE_CLIENT.secret}` ||
        (params.get('client_id') === FAKE_CLIENT.id && params.get('client_secret') === FAKE_CLIENT.secret);
      if (!clientOk) return refuse('bad client credentials');
      const grant = this.grants.get(params.get('code') ?? '');
      if (!grant || grant.used) return refuse('unknown or used code');
      grant.used = true; // a code is single use, whatever happens next
      if (params.get('redirect_uri') !== grant.redirectUri) return refuse('redirect_uri mismatch');
      const verifier = params.get('code_verifier');
      if (!verifier) return refuse('missing code_verifier');
      if (b64url(createHash('sha256').update(verifier).digest()) !== grant.challenge)
        return refuse('wrong code_verifier');
      const accessToken = b64url(randomBytes(16));
      this.tokens.set(accessToken, { provider, user: grant.user });
      this.tokenRequests.push({ provider, params, authorization, status: 200 });
      return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600 });
    }

    // Profile endpoints: Bearer header, or ?access_token= (node-oauth's default for Google).
    const bearer = req.headers.authorization?.replace(/^(Bearer|token) /i, '') ?? url.searchParams.get('access_token');
    const session = bearer ? this.tokens.get(bearer) : undefined;
    if (!session || session.provider !== provider) return json(401, { error: 'invalid_token' });
    const { user } = session;
    const verified = user.emailVerified ?? true;
    switch (`${provider}/${route}`) {
      case 'google/userinfo':
        return json(200, { sub: user.id, name: user.name, email: user.email, email_verified: verified });
      case 'github/user':
        return json(200, {
          id: Number.parseInt(createHash('sha256').update(user.id).digest('hex').slice(0, 12), 16),
          login: user.name.toLowerCase(),
          name: user.name,
        });
      case 'github/user/emails':
        return json(200, [
          { email: `unverified-${user.email}`, primary: false, verified: false },
          { email: user.email, primary: true, verified },
        ]);
      case 'figma/me':
        return json(200, { id: user.id, handle: user.name, email: user.email, img_url: '' });
      case 'x/users/me':
        return json(200, {
          data: {
            id: user.id,
            name: user.name,
            username: user.name,
            ...(verified ? { confirmed_email: user.email } : {}),
          },
        });
      default:
        return json(404, { error: 'not_found' });
    }
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}
