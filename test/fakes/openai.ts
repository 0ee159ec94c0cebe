import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// How the fake answers a chat completion. `invalid` answers JSON that breaks the schema (panel or brief),
// `garbage` answers text that is not JSON, `fail` answers HTTP 500, `slow` waits `slowMs` first.
export type FakeBehaviour = 'valid' | 'invalid' | 'garbage' | 'fail' | 'slow';
// A scripted answer: this content (a string as it is, anything else as JSON).
export type FakeAnswer = { content: unknown };

export type FakeRequest = {
  model: string;
  stream: boolean;
  task: 'generate' | 'brief' | 'edit' | 'optimise' | 'unknown';
  messages: { role: string; content: string }[];
  responseFormat?: { type: string; json_schema?: { name?: string; strict?: boolean; schema?: Json } };
  authorization?: string;
};

type Json = Record<string, unknown>;

const section = (id: string, name: string, text: string, fill: string): Json => ({
  id,
  name,
  type: 'frame',
  width: 1440,
  height: 200,
  fills: [{ type: 'solid', color: fill }],
  layout: { mode: 'vertical', gap: 16, padding: [32, 32, 32, 32] },
  children: [{ id: `${id}-title`, name: `${name} title`, type: 'text', characters: text, width: 600, height: 40 }],
});

// A home page with a hero and three sections (1.0 credit on the cost table).
export function fakeHomePage(name = 'Home'): Json {
  return {
    name,
    width: 1440,
    height: 1024,
    background: '#ffffff',
    children: [
      section('hero', 'Hero', 'Design faster with Boxify', '#2563eb'),
      section('features', 'Features', 'Everything you need', '#f8fafc'),
      section('pricing', 'Pricing', 'Simple pricing', '#ffffff'),
      section('footer', 'Footer', '© Boxify', '#0f172a'),
    ],
  };
}

// A dashboard brief for a named product (what a good model answers in brief mode).
export function fakeBrief(): Json {
  return {
    product: { name: 'Voltfield', domain: 'solar farm operator', audience: null },
    platform: 'desktop',
    pages: ['dashboard'],
    elements: [
      { kind: 'chart', label: 'Energy produced per day', count: null, items: null, fields: null },
      {
        kind: 'stat',
        label: 'Site figures',
        count: 3,
        items: ['Output today', 'Panels online', 'Alerts'],
        fields: null,
      },
      { kind: 'table', label: 'Inverters', count: 5, items: null, fields: ['Inverter', 'Site', 'Status', 'Output'] },
    ],
    theme: { mode: 'light', colors: [], mood: [] },
    language: 'en',
  };
}

function currentPanel(system: string): Json | undefined {
  const match = /Current panel: (\{.*\})\n/.exec(system);
  return match ? (JSON.parse(match[1]) as Json) : undefined;
}

// A fake OpenAI-compatible endpoint (POST /v1/chat/completions) on a loopback port: JSON mode
// answers, streamed (SSE deltas, usage in the last chunk) or not, as the request asks.
export class FakeOpenAi {
  private server?: Server;
  baseUrl = '';
  readonly requests: FakeRequest[] = [];
  // Behaviours for the next requests, in order; then `fallback`.
  readonly queue: (FakeBehaviour | FakeAnswer)[] = [];
  fallback: FakeBehaviour = 'valid';
  slowMs = 5000;
  // Pauses every answer until released (for stopping a generation mid-way).
  hold?: Promise<void>;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500).end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  // Forgets what was asked and scripted (between tests).
  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
    this.fallback = 'valid';
    this.hold = undefined;
  }

  close(): Promise<void> {
    this.server!.closeAllConnections();
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  // The suites written for the whole-tree answer keep asking for it; brief mode is the product's default.
  env(stream = false, mode: 'brief' | 'tree' = 'tree'): Record<string, string> {
    return {
      DESIGNER_PROVIDER: 'openai',
      DESIGNER_OPENAI_MODE: mode,
      OPENAI_BASE_URL: this.baseUrl,
      OPENAI_API_KEY: 'sk-fake',
      OPENAI_MODEL: 'fake-designer',
      OPENAI_STREAM: String(stream),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      model: string;
      stream?: boolean;
      messages: { role: string; content: string }[];
      response_format?: FakeRequest['responseFormat'];
    };
    const system = body.messages[0]?.content ?? '';
    const task = /Task: design/.test(system)
      ? 'generate'
      : /Task: write the brief/.test(system)
        ? 'brief'
        : /Task: apply/.test(system)
          ? 'edit'
          : /Task: optimise/.test(system)
            ? 'optimise'
            : 'unknown';
    this.requests.push({
      model: body.model,
      stream: body.stream === true,
      task,
      messages: body.messages,
      responseFormat: body.response_format,
      authorization: req.headers.authorization,
    });
    const format = body.response_format;
    const structured = format?.type === 'json_schema' && format.json_schema?.strict && format.json_schema.schema;
    if (format?.type !== 'json_object' && !structured) {
      res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"a JSON response_format expected"}');
      return;
    }
    const next = this.queue.shift() ?? this.fallback;
    const behaviour = typeof next === 'string' ? next : 'valid';
    if (this.hold) await this.hold;
    if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, this.slowMs).unref());
    if (behaviour === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"upstream failure"}}');
      return;
    }
    const scripted = typeof next === 'string' ? undefined : next.content;
    const content =
      typeof scripted === 'string'
        ? scripted
        : scripted !== undefined
          ? JSON.stringify(scripted)
          : behaviour === 'garbage'
            ? 'Sure! Here is your design:'
            : JSON.stringify(this.answer(task, system, behaviour));
    if (body.stream) this.stream(res, body.model, content);
    else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1200, completion_tokens: 800, total_tokens: 2000 },
        }),
      );
    }
  }

  private answer(task: FakeRequest['task'], system: string, behaviour: FakeBehaviour): Json {
    if (behaviour === 'invalid' && task === 'brief') {
      // Breaks the brief's schema: a platform there is not, no pages, an element without a label.
      return { ...fakeBrief(), platform: 'watch', pages: [], elements: [{ kind: 'chart' }] };
    }
    if (behaviour === 'invalid') {
      // Breaks the schema: a panel narrower than 375 and a colour that is not one.
      return { panels: [{ name: 'Broken', width: 10, height: 10, background: 'blue' }], panel: { width: 'wide' } };
    }
    if (task === 'brief') return fakeBrief();
    if (task === 'generate') {
      return {
        understanding: { platform: 'desktop', pageTypes: ['home'], sections: ['hero', 'features', 'pricing'] },
        panels: [fakeHomePage()],
      };
    }
    const panel = currentPanel(system) ?? fakeHomePage();
    const children = (panel.children as Json[]) ?? [];
    if (task === 'edit') {
      // "Remove the header": drops the first layer.
      const [removed, ...rest] = children;
      return {
        panel: { ...panel, children: rest },
        changed: removed ? [removed.id] : [],
        summary: 'Removed the header',
      };
    }
    return { panel: { ...panel, background: '#f8fafc' } };
  }

  private stream(res: ServerResponse, model: string, content: string): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    send({ id: 'c', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta: { role: 'assistant' } }] });
    for (let i = 0; i < content.length; i += 64) {
      send({ id: 'c', model, choices: [{ index: 0, delta: { content: content.slice(i, i + 64) } }] });
    }
    send({ id: 'c', model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    send({ id: 'c', model, choices: [], usage: { prompt_tokens: 1500, completion_tokens: 900, total_tokens: 2400 } });
    res.end('data: [DONE]\n\n');
  }
}

// A fake for the tests of one describe block: started before them, reset before each, closed after them.
export function useFakeOpenAi(): FakeOpenAi {
  const fake = new FakeOpenAi();
  beforeAll(() => fake.start());
  beforeEach(() => fake.reset());
  afterAll(() => fake.close());
  return fake;
}
