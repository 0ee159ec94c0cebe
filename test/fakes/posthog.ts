import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export type CapturedEvent = {
  event: string;
  distinct_id: string;
  uuid: string;
  timestamp: string;
  properties: Record<string, unknown>;
};

// A real PostHog capture endpoint on loopback: it takes what posthog-node sends to /batch/ (gzip or not),
// checks the project key and keeps every event.
export async function startFakePostHog(
  key: string,
): Promise<{ url: string; events: CapturedEvent[]; rejected: number; close(): Promise<void> }> {
  const state = { events: [] as CapturedEvent[], rejected: 0 };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const gzipped =
        request.headers['content-encoding'] === 'gzip' || (request.url ?? '').includes('compression=gzip');
      let body: { api_key?: string; batch?: CapturedEvent[] };
      try {
        body = JSON.parse((gzipped ? gunzipSync(raw) : raw).toString('utf8')) as typeof body;
      } catch {
        state.rejected += 1;
        response.writeHead(400).end('{"error":"bad body"}');
        return;
      }
      if (!(request.url ?? '').startsWith('/batch') || body.api_key !== key) {
        state.rejected += 1;
        response.writeHead(401).end('{"error":"bad key"}');
        return;
      }
      state.events.push(...(body.batch ?? []));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get events() {
      return state.events;
    },
    get rejected() {
      return state.rejected;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
