// Issue 15's request path: the trivial call beside bare node:http and bare Express, an authenticated read and a
// 200 KB panel save, each under autocannon.
import type autocannon from 'autocannon';

import { makeLargePanel } from '@boxify/design/testing';

import { post, signUp } from './editor';
import type { HttpResult, HttpScenario } from './http';
import type { Started } from './processes';

const DRAFT = '/api/uxa-center/draft';
// 360 generated nodes: ~200 KB of JSON.
const SAVE_NODES = 360;

type Panel = { panelId: string; version: number; token?: string };

// One panel per connection (autocannon keeps a context per connection), each save sending the version the last
// one answered: a real autosave, never a version conflict.
function saveRequests(panels: Panel[], content: ReturnType<typeof makeLargePanel>): autocannon.Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      path: `${DRAFT}/Draft/modifyPanelContent`,
      setupRequest: (request, context: { panel?: Panel }) => {
        const panel = (context.panel ??= panels[next++ % panels.length]);
        const body = JSON.stringify({ panelId: panel.panelId, version: panel.version, content });
        return { ...request, headers: { ...request.headers, 'access-token': panel.token! }, body };
      },
      onResponse: (status, body, context: { panel?: Panel }) => {
        if (status === 200) context.panel!.version = (JSON.parse(body) as { data: Panel }).data.version;
      },
    },
  ];
}

// A designer's token and a project of theirs with `count` new panels (the free plan allows 5).
async function designer(url: string, tag: string, count: number): Promise<{ token: string; panels: Panel[] }> {
  const { token } = await signUp(url, tag);
  const { projectId } = await post<{ projectId: string }>(url, `${DRAFT}/Project/addProject`, { name: 'Bench' }, token);
  const panels: Panel[] = [];
  for (let i = 0; i < count; i++) {
    const body = { projectId, name: `Bench ${i}`, width: 390, height: 844 };
    panels.push(await post<Panel>(url, `${DRAFT}/Draft/createPanel`, body, token));
  }
  return { token, panels };
}

export async function requestPathScenarios(boxify: Started): Promise<HttpScenario[]> {
  process.env.BOXIFY_E2E_DATA_DIR = boxify.dataDir;
  const reader = await designer(boxify.url, '-read', 1);
  const headers = { 'access-token': reader.token };
  const read = reader.panels[0];
  const content = makeLargePanel(SAVE_NODES, 1440);
  // Ten designers with five panels each: one panel per connection.
  const savers = [];
  for (let i = 0; i < 10; i++) savers.push(await designer(boxify.url, `-save${i}`, 5));
  return [
    {
      name: 'authenticated read (queryPanelContent)',
      url: `${boxify.url}${DRAFT}/Draft/queryPanelContent`,
      method: 'POST',
      body: { panelId: read.panelId },
      headers,
    },
    {
      name: `200 KB panel save (modifyPanelContent)`,
      url: `${boxify.url}${DRAFT}/Draft/modifyPanelContent`,
      requests: saveRequests(
        savers.flatMap((s) => s.panels.map((p) => ({ ...p, token: s.token }))),
        content,
      ),
    },
  ];
}

/** Each row's throughput as a share of a yardstick's. */
export function printRatios(results: HttpResult[], yardstick: string, rows: string[]): void {
  const base = results.find((r) => r.name === yardstick);
  if (!base) return;
  for (const r of results.filter((x) => rows.includes(x.name))) {
    console.log(`${r.name}: ${(r.requestsPerSecond / base.requestsPerSecond).toFixed(2)}× ${yardstick}`);
  }
}
