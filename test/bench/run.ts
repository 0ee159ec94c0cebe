import { printHttpTable, runHttpScenario, type HttpResult } from './http';
import { startBareServer, startBoxify } from './processes';

// `npm run bench`: named scenarios against the built server, printed as tables.
async function main(): Promise<void> {
  const only = process.argv[2];
  const boxify = await startBoxify();
  const bare = await startBareServer();
  const database = process.env.DATABASE_URL ? 'external Postgres' : 'embedded Postgres';
  const jobs = process.env.REDIS_URL ? 'BullMQ' : 'in-process jobs';
  console.log(`Boxify at ${boxify.url} (${database}, ${jobs}); bare node:http at ${bare.url}`);
  try {
    const scenarios = [
      { name: 'bare node:http', url: `${bare.url}/health` },
      { name: 'GET /health', url: `${boxify.url}/health` },
      { name: 'GET /api/system/System/info', url: `${boxify.url}/api/system/System/info` },
    ].filter((scenario) => !only || scenario.name.includes(only));
    const results: HttpResult[] = [];
    for (const scenario of scenarios) results.push(await runHttpScenario(scenario));
    printHttpTable(results);
    const baseline = results.find((r) => r.name === 'bare node:http');
    if (baseline) {
      for (const r of results.filter((x) => x !== baseline)) {
        const ratio = (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
        console.log(`${r.name}: ${ratio}× the bare node:http throughput`);
      }
    }
  } finally {
    await Promise.all([boxify.stop(), bare.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
