import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { TestApp } from './app';
import { pollUntil } from './wait';

export const SUPPORT = '/api/uxa-center/support';

// Settings that keep account tests fast and independent: cheap argon2 (production keeps OWASP's),
// no send cooldown, generous per-caller bounds, and rate-limit keys of their own.
export function accountsEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: mkdtempSync(join(tmpdir(), 'boxify-accounts-')),
    PUBLIC_URL: 'http://boxify.test',
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 8)}`,
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    VERIFY_CODE_COOLDOWN_SECONDS: '0',
    VERIFY_CODE_MAX_PER_HOUR_PER_EMAIL: '50',
    VERIFY_CODE_MAX_PER_HOUR_PER_IP: '100000',
    LOGIN_MAX_FAILURES_PER_IP: '100000',
    ...extra,
  };
}

export const uniqueEmail = (label = 'user') => `${label}-${randomUUID().slice(0, 12)}@example.com`;

// What the client sends for a password: its SHA-256 hex.
export const passwordHash = (password: string) => createHash('sha256').update(password).digest('hex');

// The newest .eml in DATA_DIR/outbox/ addressed to `email`.
export function readOutbox(dataDir: string, email: string): string | undefined {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).sort().reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const raw = readFileSync(join(dir, file), 'utf8');
    if (new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) return raw;
  }
  return undefined;
}

// Mail sent by a background job (e.g. a resent activation link): polls the outbox until it arrives.
export function waitForOutbox(dataDir: string, email: string, after?: string): Promise<string> {
  return pollUntil(
    () => {
      const raw = readOutbox(dataDir, email);
      return raw && raw !== after ? raw : undefined;
    },
    () => `an e-mail to ${email}`,
  );
}

// Undoes quoted-printable soft breaks and escapes (enough for links and codes).
export function decodeMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function codeIn(raw: string): string {
  const match = /verification code(?::| is) (\d{6})/.exec(raw);
  if (!match) throw new Error(`No code in the e-mail:\n${raw}`);
  return match[1];
}

export async function sendCode(t: TestApp, dataDir: string, email: string): Promise<string> {
  const res = await t.http.post(`${SUPPORT}/VerificationCode/sendEmailVerifyCode`).send({ email }).expect(200);
  expect(res.body.code).toBe(0);
  return codeIn(readOutbox(dataDir, email)!);
}

// Registers with an e-mailed code and signs in; answers the session token.
export async function signUp(t: TestApp, dataDir: string, email: string, password = 'correct horse'): Promise<string> {
  const code = await sendCode(t, dataDir, email);
  await t.http
    .post(`${SUPPORT}/Support/registryByVerifyCode`)
    .send({ email, password: passwordHash(password), product: 12, verifyCode: Number(code) })
    .expect(200);
  const login = await t.http
    .post(`${SUPPORT}/Support/login`)
    .send({ email, password: passwordHash(password), product: 12 })
    .expect(200);
  return login.body.data.token as string;
}
