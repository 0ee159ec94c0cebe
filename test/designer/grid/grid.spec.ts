// The generalisation grid in CI: a random sample of 200 prompts (seed printed; GRID_SEED=… replays it). The whole
// grid (npm run grid, 1,000 prompts) is the measure of the designer (≥ 98%); a sample of 200 varies by a few
// points around it, so CI guards against regressions at 96%.
import { sharedLayoutEngine } from '@boxify/design/node';

import { drawGrid, formatReport, runGrid } from './grid';

const seed = Number(process.env.GRID_SEED ?? Date.now() % 1_000_000);
const size = Number(process.env.GRID_SIZE ?? 200);

describe(`the generalisation grid (seed ${seed}, ${size} prompts)`, () => {
  it('gives every prompt its brand, its named elements with their counts, its platform and theme, nothing of another domain and no finding of any check', async () => {
    const report = await runGrid(drawGrid(seed, size), await sharedLayoutEngine(), seed);
    console.log(formatReport(report));
    expect(report.cases).toBe(size);
    expect(report.passed / report.cases).toBeGreaterThanOrEqual(0.96);
  });
});
