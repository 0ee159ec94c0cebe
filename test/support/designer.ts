import { DataSource } from 'typeorm';

import { AccountPlanService } from '@server/accounts/account-plan.service';

import type { TestApp } from './app';
import { accountsEnv, signUp, SUPPORT, uniqueEmail } from './accounts';
import { pollUntil } from './wait';

export const PROJECT = '/api/uxa-center/draft/Project';
export const DRAFT = '/api/uxa-center/draft/Draft';
export const TASK = '/api/uxa-center/workflow/Task';

export type Designer = { token: string; userId: string; email: string };

// A signed-up, signed-in user (basic plan).
export async function newDesigner(t: TestApp, dataDir: string, label = 'designer'): Promise<Designer> {
  const email = uniqueEmail(label);
  const token = await signUp(t, dataDir, email);
  await t.http.get(`${SUPPORT}/Support/getUserInfoByToken`).set('access-token', token).expect(200);
  const [{ id }] = (await t.app.get(DataSource).query('SELECT id FROM app_user WHERE email = $1', [email])) as {
    id: string;
  }[];
  return { token, email, userId: id };
}

// Puts the designer on the pro plan (no project or panel limits).
export async function upgradeToPro(t: TestApp, designer: Designer): Promise<void> {
  await t.app.get(AccountPlanService).setPlan(designer.userId, 'pro', null);
}

export function call(t: TestApp, designer: Designer | undefined, path: string, body: unknown, language = 'en-US') {
  const request = t.http.post(path).set('prefer-language', language);
  if (designer) request.set('access-token', designer.token);
  return request.send(body as object);
}

export type FinishedTask = { status: string; error: string | null; download: { url: string } | null };

/** The task once it has completed or failed, however long the work takes (`getTask`, as the client polls it). */
export function finishedTask(t: TestApp, designer: Designer, taskId: string): Promise<FinishedTask> {
  return pollUntil(
    async () => {
      const view = (await t.http.get(`${TASK}/getTask`).query({ taskId }).set('access-token', designer.token)).body
        .data as FinishedTask;
      return view.status === 'completed' || view.status === 'failed' ? view : undefined;
    },
    () => `task ${taskId} to finish`,
    { every: 100 },
  );
}

export { accountsEnv };
