import { printAnalyticsBench } from './analytics';
import { runDesignBench } from './design';
import { printEditorBench } from './editor';
import { printFontBench } from './fonts';
import { printIconBench } from './icons';
import { printLandingBench } from './landing';
import { printLibraryBench } from './library';
import { runOptimiseBench } from './optimise';
import { runDesignerBench } from './designer';
import { printHttpTable, runHttpScenario, type HttpResult } from './http';
import { startBareServer, startBoxify, stopAll } from './processes';
import { benchRender } from './render';
import { printRatios, requestPathScenarios } from './request-path';
import { printResendBench } from './resend';

// The design kernel in this process: layout, HTML export and PNG preview of large panels.
async function designBenchmarks(): Promise<void> {
  console.log('\nDesign kernel, 2,000-node panel (median of several runs)');
  console.table(await benchRender(2000));
  console.log('Layout (Yoga + font metrics) at 2,000 and 5,000 nodes');
  console.table(
    (await runDesignBench([2000, 5000], 10)).map((r) => ({
      nodes: r.nodes,
      'first ms': Math.round(r.firstMs),
      'median ms': Math.round(r.medianMs),
      'p95 ms': Math.round(r.p95Ms),
    })),
  );
  console.log('One-click optimise (checks, fixes, checks again) on a 2,000-node panel');
  const o = await runOptimiseBench(2000, 10);
  console.table([
    {
      nodes: o.nodes,
      'p50 ms': Math.round(o.p50Ms),
      'p95 ms': Math.round(o.p95Ms),
      'findings before': o.findingsBefore,
      'findings after': o.findingsAfter,
    },
  ]);
  console.log(
    'Built-in designer: generateDesign server time (brief + generation; goal: p50 < 150 ms for a full desktop page)',
  );
  console.table(
    (await runDesignerBench(20)).map((r) => ({
      prompt: r.prompt.slice(0, 48),
      nodes: r.nodes,
      'first ms': Math.round(r.firstMs),
      'p50 ms': Math.round(r.p50Ms),
      'p95 ms': Math.round(r.p95Ms),
    })),
  );
}

// `npm run bench`: named scenarios against the built server, printed as tables.
async function main(): Promise<void> {
  const only = process.argv[2];
  if (only === 'design') return designBenchmarks();
  if (only === 'icons') return printIconBench();
  if (only === 'editor') return printEditorBench();
  if (only === 'resend') return printResendBench();
  if (only === 'analytics') return printAnalyticsBench();
  if (only === 'fonts') return printFontBench();
  if (only === 'library' || only === 'searchMaterial') return printLibraryBench();
  if (only === 'landing' || only === 'lighthouse') return printLandingBench();
  const boxify = await startBoxify();
  const bare = await startBareServer();
  const express = await startBareServer('Express');
  const database = process.env.DATABASE_URL ? 'external Postgres' : 'embedded Postgres';
  const jobs = process.env.REDIS_URL ? 'BullMQ' : 'in-process jobs';
  console.log(
    `Boxify at ${boxify.url} (${database}, ${jobs}); bare node:http at ${bare.url}, bare Express at ${express.url}`,
  );
  try {
    const scenarios = [
      { name: 'bare node:http', url: `${bare.url}/health` },
      { name: 'bare Express', url: `${express.url}/health` },
      { name: 'GET /health', url: `${boxify.url}/health` },
      { name: 'GET /api/system/System/info', url: `${boxify.url}/api/system/System/info` },
      ...(await requestPathScenarios(boxify)),
    ].filter((scenario) => !only || only === 'http' || scenario.name.includes(only));
    const results: HttpResult[] = [];
    for (const scenario of scenarios) results.push(await runHttpScenario(scenario));
    printHttpTable(results);
    const ours = results.filter((r) => !r.name.startsWith('bare')).map((r) => r.name);
    printRatios(results, 'bare Express', ours);
    printRatios(results, 'bare node:http', ['bare Express', ...ours]);
  } finally {
    await Promise.all([boxify.stop(), bare.stop(), express.stop()]);
  }
  if (!only) {
    await designBenchmarks();
    printIconBench();
    await printEditorBench();
    await printAnalyticsBench();
    await printFontBench();
    await printLibraryBench();
    await printLandingBench();
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
