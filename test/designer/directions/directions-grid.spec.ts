// Directions over the generalisation grid: 50 prompts drawn at random from a printed seed (DIRECTIONS_SEED=…
// replays it). Each prompt is designed three ways; every two directions of a prompt differ in layout (normalised
// tree-edit distance over node kinds and children), and each direction passes every check the single generation
// of that prompt passes. Direction 0 is the single generation itself.
import { sharedLayoutEngine } from '@boxify/design/node';
import { generateDesign } from '@boxify/designer/generate';

import { evaluate } from '../grid/evaluate';
import { drawGrid } from '../grid/grid';
import { normalisedTreeDistance } from './tree-distance';

const seed = Number(process.env.DIRECTIONS_SEED ?? Date.now() % 1_000_000);
const size = Number(process.env.DIRECTIONS_SIZE ?? 50);

describe(`directions over the grid (seed ${seed}, ${size} prompts × 3 directions)`, () => {
  it('gives three directions that differ in layout, each passing the checks its single generation passes', async () => {
    const engine = await sharedLayoutEngine();
    const cases = drawGrid(seed, size);
    const distances: { prompt: string; pair: string; d: number }[] = [];
    const regressions: string[] = [];
    for (const c of cases) {
      const single = await generateDesign({ prompt: c.prompt, width: c.width });
      const directions = await Promise.all(
        [0, 1, 2].map((direction) => generateDesign({ prompt: c.prompt, width: c.width, direction })),
      );
      expect(JSON.stringify(directions[0].panels)).toBe(JSON.stringify(single.panels));
      expect(new Set(directions.map((d) => d.direction!.layout)).size).toBe(3);
      const allowed = new Set(evaluate(c, single.brief!, single.panels, engine).map((f) => f.cls));
      directions.forEach((d, i) => {
        for (const f of evaluate(c, d.brief!, d.panels, engine))
          if (!allowed.has(f.cls)) regressions.push(`${c.prompt} → direction ${i}: ${f.cls} ${f.detail}`);
      });
      for (let i = 0; i < 3; i++)
        for (let j = i + 1; j < 3; j++)
          distances.push({
            prompt: c.prompt,
            pair: `${i}-${j}`,
            d: normalisedTreeDistance(directions[i].panels[0], directions[j].panels[0]),
          });
    }
    const close = distances.filter((x) => x.d < 0.3);
    const prompts = new Set(close.map((x) => x.prompt));
    console.log(
      [
        `directions seed ${seed}: ${size - prompts.size}/${size} prompts with every pair ≥ 0.3; least ${Math.min(...distances.map((x) => x.d)).toFixed(2)}`,
        ...close.map((x) => `  ${x.d.toFixed(2)} (${x.pair})  ${x.prompt}`),
        ...regressions.map((r) => `  check: ${r}`),
      ].join('\n'),
    );
    expect(regressions).toEqual([]);
    // The bar: every two directions of every prompt at least 0.3 apart.
    expect(close.map((x) => `${x.d.toFixed(2)} (${x.pair}) ${x.prompt}`)).toEqual([]);
  });
});
