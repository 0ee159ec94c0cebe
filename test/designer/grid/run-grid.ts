// npm run grid [-- --seed N --size N]: the whole generalisation grid, printed by failure class.
import { sharedLayoutEngine } from '@boxify/design/node';

import { drawGrid, formatReport, GRID_SIZE, runGrid } from './grid';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : undefined;
};

async function main() {
  const seed = arg('--seed') ?? Number(process.env.GRID_SEED ?? Date.now() % 1_000_000);
  const size = arg('--size') ?? GRID_SIZE;
  const engine = await sharedLayoutEngine();
  const started = Date.now();
  const report = await runGrid(drawGrid(seed, size), engine, seed);
  console.log(formatReport(report));
  console.log(`(${Date.now() - started} ms; replay with GRID_SEED=${seed})`);
}

void main();
