// npm run grid:edits [-- --seed N --size N]: the whole edit grid (≥ 300 instructions) and optimise over its designs.
import { sharedLayoutEngine } from '@boxify/design/node';

import { EDIT_GRID_SIZE, formatEditReport, runEditGrid } from './edit-grid';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};

async function main() {
  const seed = arg('--seed') ?? Number(process.env.EDIT_GRID_SEED ?? Date.now() % 1_000_000);
  const size = arg('--size') ?? EDIT_GRID_SIZE;
  const started = Date.now();
  const report = await runEditGrid(seed, size, await sharedLayoutEngine());
  console.log(formatEditReport(report, 5));
  console.log(`(${Date.now() - started} ms; replay with EDIT_GRID_SEED=${seed})`);
}

void main();
