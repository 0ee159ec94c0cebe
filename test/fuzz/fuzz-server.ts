import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { accountsEnv, codeIn, passwordHash, readOutbox, SUPPORT, uniqueEmail } from '../support/accounts';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const DRAFT = '/api/uxa-center/draft';

// The embedded default, whatever the test run was given: embedded Postgres under a fresh DATA_DIR, in-process jobs.
// Bounds that would stop a fuzzer early are raised; the rate limits have tests of their own.
export async function startEmbeddedServer(): Promise<{ server: ServerProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'boxify-fuzz-'));
  const server = await startServerProcess({
    ...accountsEnv({ DATA_DIR: dataDir }),
    DATABASE_URL: '',
    REDIS_URL: '',
    EMBEDDED_DB_PORT: '0',
    LOG_LEVEL: 'error',
    PUBLIC_URL: 'http://127.0.0.1',
    VERIFY_CODE_MAX_PER_HOUR_PER_EMAIL: '100000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
    ICON_SEARCH_MAX_PER_MINUTE: '100000',
    JOB_BACKOFF_MS: '50',
  });
  return { server, dataDir };
}

type Envelope = { code: number; data: Record<string, unknown> };

export async function post(url: string, path: string, body: unknown, token?: string): Promise<Envelope> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope;
  if (envelope.code !== 0) throw new Error(`${path} answered ${res.status} ${JSON.stringify(envelope)}`);
  return envelope;
}

// Signs up through the API as a person would (the code from the outbox), and signs in.
export async function signUp(url: string, dataDir: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('fuzz');
  const password = passwordHash('correct horse');
  await post(url, `${SUPPORT}/VerificationCode/sendEmailVerifyCode`, { email });
  const verifyCode = Number(codeIn(readOutbox(dataDir, email)!));
  await post(url, `${SUPPORT}/Support/registryByVerifyCode`, { email, password, product: 12, verifyCode });
  const login = await post(url, `${SUPPORT}/Support/login`, { email, password, product: 12 });
  return { email, token: login.data.token as string };
}

// Things the signed-in user owns, so generated requests reach past "not found" into the rules.
export async function makeKnownThings(url: string, token: string, email: string): Promise<Record<string, unknown[]>> {
  const { projectId } = (await post(url, `${DRAFT}/Project/addProject`, { name: 'Fuzzed' }, token)).data;
  const project = (await post(url, `${DRAFT}/Project/queryProject`, { projectId }, token)).data;
  const flowId = (project.flows as { flowId: string }[])[0].flowId;
  const panel = { flowId, name: 'Fuzzed', width: 390, height: 844 };
  const { panelId } = (await post(url, `${DRAFT}/Draft/createPanel`, panel, token)).data;
  const { token: shareToken } = (await post(url, `${DRAFT}/Draft/sharePanel`, { panelId }, token)).data;
  const { libraryId } = (await post(url, `${DRAFT}/Draft/addLibrary`, { name: 'Fuzzed' }, token)).data;
  const chat = { prompt: 'A sign-in page', mode: 'generate', panelId };
  const { sessionId } = (await post(url, '/api/uxa-center/agent/AgentCommand/boxifyChat', chat, token)).data;
  const exported = { panelId, framework: 'html' };
  const { taskId } = (await post(url, '/api/uxa-center/design-system/DesignSystemCommand/exportCode', exported, token))
    .data;
  return {
    ...{ projectId: [projectId], flowId: [flowId], flowIds: [[flowId]], panelId: [panelId], libraryId: [libraryId] },
    ...{ sessionId: [sessionId], taskId: [taskId], token: [shareToken], email: [email, uniqueEmail('nobody')] },
    ...{ password: [passwordHash('correct horse')], version: [1], provider: ['github', 'google', 'figma', 'x'] },
    ...{ product: [12], framework: ['html', 'react', 'vue'], key: ['tabler:outline:home'] },
  };
}
