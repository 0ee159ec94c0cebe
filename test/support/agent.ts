import { AccountLedgerService } from '@server/accounts/account-ledger.service';
import { Currency } from '@server/accounts/currency';
import { walk } from '@boxify/design/operations';
import type { Panel } from '@boxify/design/schema';
import { randomUUID } from 'node:crypto';

import type { TestApp } from './app';
import { call, type Designer, DRAFT, newDesigner, PROJECT } from './designer';
import { pollUntil } from './wait';

export const AGENT = '/api/uxa-center/agent';
export const COMMAND = `${AGENT}/AgentCommand`;
export const QUERY = `${AGENT}/AgentQuery`;

export const box = (id: string, color = '#4f46e5') => ({
  type: 'rect',
  id,
  name: `Box ${id}`,
  width: 120,
  height: 48,
  fills: [{ type: 'solid', color }],
});

// A designer with a project and one panel (with a layer unless `empty`).
export async function designerWithPanel(
  t: TestApp,
  dataDir: string,
  options: { empty?: boolean; label?: string } = {},
): Promise<{ d: Designer; projectId: string; panelId: string }> {
  const d = await newDesigner(t, dataDir, options.label);
  const { projectId } = (await call(t, d, `${PROJECT}/addProject`, { name: 'AI' }).expect(200)).body.data;
  const children = options.empty ? [] : [box('header'), box('body', '#16a34a')];
  const panel = await call(t, d, `${DRAFT}/createPanel`, {
    projectId,
    name: 'Home',
    width: 1440,
    height: 1024,
    children,
  });
  expect(panel.body.code).toBe(0);
  return { d, projectId, panelId: panel.body.data.panelId as string };
}

export async function grantCredits(t: TestApp, d: Designer, amount: number, currency = Currency.AiCredit) {
  await t.app
    .get(AccountLedgerService)
    .grant({ userId: d.userId, currency, amount, idempotencyKey: `test:${randomUUID()}` });
}

export async function balances(t: TestApp, d: Designer): Promise<{ credits: string; chances: string }> {
  const all = await t.app.get(AccountLedgerService).balances(d.userId);
  return {
    credits: all.find((b) => b.currency === Currency.AiCredit)!.balance,
    chances: all.find((b) => b.currency === Currency.FreeAccept)!.balance,
  };
}

export type SessionState = {
  state: string;
  generation: {
    generationId: string;
    status: string;
    outcome: string | null;
    error: string | null;
    cost: string;
    result: unknown;
  };
  task: { status: string; attempts: number } | null;
};

export async function sessionState(t: TestApp, d: Designer, sessionId: string): Promise<SessionState> {
  const res = await call(t, d, `${QUERY}/fetchSessionStateDetail`, { sessionId });
  expect(res.body.code).toBe(0);
  return res.body.data as SessionState;
}

// The generation is over and so is its task: the generation's row is written before the task's (a test that reads
// between the two would depend on the machine's speed).
const finished = (s: SessionState) =>
  s.state !== 'generating' && (s.task === null || s.task.status === 'completed' || s.task.status === 'failed');

// Polls until the session's latest generation is over (or `until` holds).
export async function waitFor(
  t: TestApp,
  d: Designer,
  sessionId: string,
  until: (state: SessionState) => boolean = finished,
): Promise<SessionState> {
  let last: SessionState | undefined;
  return pollUntil(
    async () => {
      last = await sessionState(t, d, sessionId);
      return until(last) ? last : undefined;
    },
    () => `session ${sessionId} stayed ${JSON.stringify(last)}`,
  );
}

export function agentEnv(extra: Record<string, string> = {}): Record<string, string> {
  return { JOB_BACKOFF_MS: '50', FREE_GENERATION_CHANCES: '0', ...extra };
}

// Every text of a panel, in reading order.
export function textsOf(panel: Panel): string[] {
  const texts: string[] = [];
  walk(panel, (node) => {
    if (node.type === 'text') texts.push(node.characters);
  });
  return texts;
}
