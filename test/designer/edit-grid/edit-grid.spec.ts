// The edit grid in CI: a random sample of 100 instructions (seed printed; EDIT_GRID_SEED=… replays it) over
// generated designs, and optimise over every one of those designs, as generated and as edited. The whole grid
// (npm run grid:edits, 300 instructions) is the measure.
import { sharedLayoutEngine } from '@boxify/design/node';

import { formatEditReport, runEditGrid } from './edit-grid';

const seed = Number(process.env.EDIT_GRID_SEED ?? Date.now() % 1_000_000);
const size = Number(process.env.EDIT_GRID_SIZE ?? 100);

describe(`the edit grid (seed ${seed}, ${size} instructions)`, () => {
  it('applies every part of every instruction to the selection and changes nothing outside it; optimise never makes a check or a text worse', async () => {
    const report = await runEditGrid(seed, size, await sharedLayoutEngine());
    console.log(formatEditReport(report));
    expect(report.cases).toBe(size);
    expect(report.passed / report.cases).toBeGreaterThanOrEqual(0.98);
    expect(report.optimise.failures).toEqual([]);
  });
});
