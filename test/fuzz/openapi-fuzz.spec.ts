import { readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';

import fc from 'fast-check';

import { type ApiOperation, openApi, operationsOf, sample } from '../support/openapi-operations';
import type { ServerProcess } from '../support/server-process';
import { type Answer, DocumentedAnswers } from './documented-answers';
import { makeKnownThings, signUp, startEmbeddedServer } from './fuzz-server';
import { caseArbitrary, type FuzzCase, toHttpRequest } from './generated-requests';
import { SchemaArbitraries, type Schema } from './schema-arbitrary';

// Every operation of the committed OpenAPI file, called with generated valid, invalid and hostile input,
// anonymous and signed in, on the embedded default: no answer may be a 5xx or differ from the document.
// FUZZ_SEED replays a run; FUZZ_RUNS sets the number of requests (`npm run fuzz` runs 50,000).
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 10000);
const CONCURRENCY = 4;
const CHUNK = 25;
// Two levels of layers in generated design documents; deeper nesting comes from the hostile values.
const MAX_DEPTH = 7;

const operations = operationsOf(openApi);
// Calls that end the session or delete the known things: generated with unknown ids, then called once at the end.
const DESTRUCTIVE = [
  'Draft_deletePanel',
  'Project_deleteFlow',
  'Draft_removeLibrary',
  'Project_deleteProject',
  'Support_logout',
];

type Outcome = { c: FuzzCase; index: number; ms: number; answer?: Answer; error?: string; mismatch?: string };

// The cases of a run: operations in turn, each drawing from its own seeded stream, so every operation is covered.
function* casesOf(arbitraries: (op: ApiOperation) => fc.Arbitrary<FuzzCase>): Generator<FuzzCase> {
  const buffers = new Map<string, FuzzCase[]>();
  for (let index = 0; index < RUNS; index += 1) {
    const opIndex = index % operations.length;
    const op = operations[opIndex];
    let buffer = buffers.get(op.id);
    if (!buffer?.length) {
      const chunk = Math.floor(index / operations.length / CHUNK);
      const seed = (SEED + opIndex * 7919 + chunk * 104729) | 0;
      buffer = fc.sample(arbitraries(op), { seed, numRuns: CHUNK });
      buffers.set(op.id, buffer);
    }
    yield buffer.shift()!;
  }
}

// node:http on a fresh connection per request: no keep-alive races, and bodies fetch would refuse.
function send(base: string, c: FuzzCase, token: string): Promise<Answer> {
  const { url, method, headers, body } = toHttpRequest(base, c, token);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false, timeout: 60000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode!,
          contentType: res.headers['content-type'] ?? '',
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(body);
  });
}

const describeCase = ({ c, index, answer, error, mismatch }: Outcome) =>
  `  #${index} ${c.op.id} ${c.mode} as ${c.caller}: ${answer ? answer.status : 'no answer'} — ` +
  `${error ?? mismatch ?? ''} ${answer ? answer.body.toString('utf8').slice(0, 200) : ''}`;

// The server's own CPU time (Linux): what a run costs, however loaded the machine is.
function serverCpuSeconds({ child }: ServerProcess): string | undefined {
  try {
    const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / 100).toFixed(1);
  } catch {
    return undefined;
  }
}

// Where the run's time goes, by operation.
function slowest(outcomes: Outcome[]): string {
  const total = new Map<string, number>();
  for (const { c, ms } of outcomes) total.set(c.op.id, (total.get(c.op.id) ?? 0) + ms);
  return [...total]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([id, ms]) => `${id} ${(ms / 1000).toFixed(1)} s`)
    .join(', ');
}

describe('the fuzzer, on every operation of the committed OpenAPI file', () => {
  let server: ServerProcess;
  let token: string;
  let dataDir: string;
  let known: Record<string, unknown[]>;
  const documented = new DocumentedAnswers(openApi as never);

  beforeAll(async () => {
    const started = await startEmbeddedServer();
    server = started.server;
    dataDir = started.dataDir;
    const user = await signUp(server.url, started.dataDir);
    token = user.token;
    known = await makeKnownThings(server.url, token, user.email);
  }, 300000);

  afterAll(async () => {
    if (!server) return;
    server.child.kill('SIGTERM');
    await server.exit;
    // The run's database and mail (some 40 MB) are of no use once it has been printed.
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'answers generated requests with no 5xx, each as documented',
    async () => {
      const started = Date.now();
      const components = openApi.components.schemas as Record<string, Schema>;
      const withKnown = new SchemaArbitraries({ components, known, maxDepth: MAX_DEPTH });
      const withoutKnown = new SchemaArbitraries({ components, known: { product: [12] }, maxDepth: MAX_DEPTH });
      const arbitraries = new Map(
        operations.map((op) => {
          const destructive = DESTRUCTIVE.includes(op.id);
          const arbitrary = caseArbitrary(op, destructive ? withoutKnown : withKnown);
          // The session is never ended mid-run: logout is sent with a stale session instead.
          return [
            op.id,
            destructive
              ? arbitrary.map(
                  (c) => ({ ...c, caller: c.caller === 'signed in' ? 'stale session' : c.caller }) as FuzzCase,
                )
              : arbitrary,
          ];
        }),
      );
      const outcomes: Outcome[] = [];
      const check = async (c: FuzzCase, index: number) => {
        const sent = Date.now();
        try {
          const answer = await send(server.url, c, token);
          const mismatch = documented.mismatch(c.op.path, c.op.method, answer);
          outcomes.push({ c, index, ms: Date.now() - sent, answer, mismatch });
        } catch (error) {
          outcomes.push({ c, index, ms: Date.now() - sent, error: String(error) });
        }
      };
      const cases = casesOf((op) => arbitraries.get(op.id)!);
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let step = 0; step < RUNS; step += 1) {
            const { value, done } = cases.next();
            if (done) return;
            await check(value, next++);
          }
        }),
      );
      // The destructive calls, once each with the known things and the session, last.
      const firstKnown = Object.fromEntries(Object.entries(known).map(([name, values]) => [name, values[0]]));
      for (const id of DESTRUCTIVE) {
        const op = operations.find((candidate) => candidate.id === id)!;
        const body = sample(openApi, op.body, firstKnown);
        await check({ op, mode: 'valid', caller: 'signed in', language: 'en-US', pick: 0, params: {}, body }, next++);
      }

      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const cpu = serverCpuSeconds(server);
      const byStatus = new Map<string, number>();
      for (const { answer } of outcomes) {
        const key = answer ? String(answer.status) : 'no answer';
        byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
      }
      const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length;
      const failed = outcomes.filter((o) => !o.answer || o.answer.status >= 500 || o.mismatch);
      const covered = new Set(outcomes.filter((o) => o.answer).map((o) => o.c.op.id));
      console.log(
        [
          `Fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${outcomes.length} requests in ${seconds} s, ` +
            `${covered.size}/${operations.length} operations answered` +
            (cpu === undefined ? '' : `; the server used ${cpu} s of CPU since it started`),
          `  modes: ${['valid', 'invalid', 'hostile', 'huge', 'raw'].map((m) => `${m} ${count((o) => o.c.mode === m)}`).join(', ')}`,
          `  callers: ${['anonymous', 'signed in', 'stale session'].map((w) => `${w} ${count((o) => o.c.caller === w)}`).join(', ')}`,
          `  statuses: ${[...byStatus]
            .sort()
            .map(([status, n]) => `${status} × ${n}`)
            .join(', ')}`,
          `  5xx: ${count((o) => (o.answer?.status ?? 0) >= 500)}, not as documented: ${count((o) => Boolean(o.mismatch))}, ` +
            `no answer: ${count((o) => !o.answer)}`,
          `  slowest: ${slowest(outcomes)}`,
          ...failed.slice(0, 40).map(describeCase),
        ].join('\n'),
      );
      if (failed.length > 0) console.log(server.output().slice(-20000));
      expect(failed.map(describeCase)).toEqual([]);
      expect(covered.size).toBe(operations.length);
    },
    // A bound, not a speed check: a loaded machine answers slower.
    Math.max(300000, RUNS * 100),
  );
});
