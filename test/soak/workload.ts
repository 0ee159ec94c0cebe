import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { ROOT } from '../support/server-process';
import type { Api, Answer } from './client';

const COMMAND = '/api/uxa-center/agent/AgentCommand';
const EXPORTS = '/api/uxa-center/design-system/DesignSystemCommand';
const DRAFT = '/api/uxa-center/draft/Draft';

export type User = { email: string; token: string; panelId: string; savesPanelId: string };
export type Submitted = { kind: 'generation' | 'export'; user: User; taskId: string; generationId?: string };

const CREDITS_PER_USER = 100000;

// A user signed up through the API with a project, a panel to generate and export, a panel to save
// again and again, and credits granted by the operator command.
export async function setUpUser(api: Api, dataDir: string, env: Record<string, string>, email: string): Promise<User> {
  const token = await api.signUp(dataDir, email);
  const { projectId } = await api.ok('/api/uxa-center/draft/Project/addProject', token, { name: 'Soak' });
  const box = (id: string, color: string) => ({
    type: 'rect',
    id,
    name: id,
    width: 320,
    height: 80,
    fills: [{ type: 'solid', color }],
  });
  const panel = {
    projectId,
    name: 'Home',
    width: 1440,
    height: 1024,
    children: [box('header', '#4f46e5'), box('body', '#16a34a')],
  };
  const home = await api.ok(`${DRAFT}/createPanel`, token, panel);
  const saves = await api.ok(`${DRAFT}/createPanel`, token, { ...panel, name: 'Saves', children: [] });
  await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'dist/server/admin.js'), 'grant-credits', email, String(CREDITS_PER_USER)],
    { env: { ...process.env, ...env } },
  );
  return { email, token, panelId: home.panelId as string, savesPanelId: saves.panelId as string };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// What a client does when the service is briefly away: try again a little later (bounded).
export async function retrying(send: () => Promise<Answer>, tries = 300): Promise<Answer> {
  let last: Answer | undefined;
  for (let i = 0; i < tries; i += 1) {
    last = await send().catch((error: unknown) => ({ code: -1, data: {}, msg: String(error), status: 0 }));
    if (last.status !== 503 && last.status !== 0) return last;
    await sleep(200);
  }
  return last!;
}

const PROMPTS = [
  'A dashboard for a solar farm operator with energy charts',
  'A landing page for a coffee subscription',
  'A sign-in page for a banking app',
  'A settings page with notification switches',
  'A pricing page with three plans',
];

// One request of the workload: a generation or an export, picked by the seeded generator.
export function pickRequest(rand: () => number, kind: Submitted['kind'], user: User): { path: string; body: object } {
  if (kind === 'generation') {
    const prompt = PROMPTS[Math.floor(rand() * PROMPTS.length)];
    return { path: `${COMMAND}/boxifyChat`, body: { mode: 'generate', panelId: user.panelId, prompt } };
  }
  const choice = Math.floor(rand() * 4);
  if (choice < 2) {
    return {
      path: `${EXPORTS}/exportCode`,
      body: { panelId: user.panelId, framework: (['html', 'react'] as const)[choice] },
    };
  }
  const format = choice === 2 ? 'svg' : 'png';
  return { path: `${EXPORTS}/exportAssets`, body: { panelId: user.panelId, format, scales: [1] } };
}

// Saves a panel again and again; each save the API acknowledged must still be there at the end.
export class Saver {
  acknowledged = 0;
  last?: { version: number; marker: number };
  private version = 0;
  private marker = 0;
  private running = true;
  private done?: Promise<void>;

  constructor(
    private readonly api: Api,
    private readonly user: User,
  ) {}

  private base: Record<string, unknown> = {};

  private content(marker: number) {
    const children = [{ type: 'rect', id: `save-${marker}`, name: `Save ${marker}`, width: 100, height: 40 }];
    return { ...this.base, children };
  }

  start(): void {
    this.done = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      if (this.version === 0) {
        const read = await this.api
          .post(`${DRAFT}/queryPanelContent`, this.user.token, { panelId: this.user.savesPanelId })
          .catch(() => undefined);
        if (read?.code === 0) {
          this.version = read.data.version as number;
          this.base = read.data.content as Record<string, unknown>;
        }
      } else {
        this.marker += 1;
        const answer = await this.api
          .post(`${DRAFT}/modifyPanelContent`, this.user.token, {
            panelId: this.user.savesPanelId,
            version: this.version,
            content: this.content(this.marker),
          })
          .catch(() => undefined);
        if (answer?.code === 0) {
          this.acknowledged += 1;
          this.version = answer.data.version as number;
          this.last = { version: this.version, marker: this.marker };
        } else {
          this.version = 0; // unknown whether it landed: read again
        }
      }
      await sleep(150);
    }
  }

  // The stored panel holds the last acknowledged save, or a later one.
  async check(): Promise<string | undefined> {
    if (!this.last) return 'no save was acknowledged';
    const read = await this.api.post(`${DRAFT}/queryPanelContent`, this.user.token, {
      panelId: this.user.savesPanelId,
    });
    const version = read.data.version as number;
    const id = (read.data.content as { children: { id: string }[] }).children[0]?.id;
    if (version < this.last.version) return `stored version ${version} < acknowledged ${this.last.version}`;
    if (version === this.last.version && id !== `save-${this.last.marker}`) {
      return `version ${version} holds ${id}, not the acknowledged save-${this.last.marker}`;
    }
    return undefined;
  }
}
