import { randomUUID } from 'node:crypto';

import { startBoxify } from './processes';

const SUPPORT = '/api/uxa-center/support';
const ROUNDS = 40;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p90 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)];

// `npm run bench -- resend`: resendActivationEmail for a pending account and for unknown addresses, one
// after another in turns. Both only enqueue a task, so the two times should match (issue 13, point 7).
export async function printResendBench(): Promise<void> {
  process.env.VERIFY_CODE_MAX_PER_HOUR_PER_EMAIL = '100000';
  process.env.VERIFY_CODE_MAX_PER_HOUR_PER_IP = '100000';
  const boxify = await startBoxify();
  const post = async (path: string, body: unknown) => {
    const started = process.hrtime.bigint();
    const res = await fetch(`${boxify.url}${SUPPORT}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path} answered ${res.status}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  try {
    const pending = `pending-${randomUUID().slice(0, 8)}@example.com`;
    await post('/Support/registry', { email: pending, password: 'a'.repeat(64), product: 12 });
    const times = { pending: [] as number[], unknown: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      times.pending.push(await post('/Support/resendActivationEmail', { email: pending }));
      const unknown = `unknown-${randomUUID().slice(0, 8)}@example.com`;
      times.unknown.push(await post('/Support/resendActivationEmail', { email: unknown }));
    }
    console.log(`\nresendActivationEmail, ${ROUNDS} calls each, in turns`);
    console.table(
      Object.entries(times).map(([account, ms]) => ({
        account,
        'median ms': median(ms).toFixed(1),
        'p90 ms': p90(ms).toFixed(1),
      })),
    );
  } finally {
    await boxify.stop();
  }
}
