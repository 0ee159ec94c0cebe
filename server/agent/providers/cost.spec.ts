import {
  COST_TABLE,
  CREDIT_ESTIMATES,
  OPTIMISE_COST_TABLE,
  generationCost as builtInGenerationCost,
} from '@boxify/designer';
import { makeLargePanel, panelOf } from '@boxify/design/testing';

import { editCost, generationCost, optimisationCost } from './cost';

const pageWith = (sections: number) =>
  panelOf(Array.from({ length: sections }, (_, i) => ({ id: `s${i}`, type: 'frame' as const })));

// The LLM provider and the built-in designer price the same work the same way: one table.
describe("the LLM provider's prices", () => {
  it("follow the spec's examples: a header removed 0.1, a sign-in page 0.5, a home page with hero + 3 sections 1.0", () => {
    expect(editCost(1)).toBe(0.1);
    expect(generationCost([pageWith(2)])).toBe(0.5);
    expect(generationCost([pageWith(4)])).toBe(1);
  });

  it("read the designer's table for pages, edits and optimise", () => {
    expect(generationCost([pageWith(3), pageWith(7)])).toBe(builtInGenerationCost([3, 7]));
    expect(editCost(25)).toBeCloseTo(3 * COST_TABLE.smallEdit, 10);
    expect(editCost(500)).toBe(COST_TABLE.page);
    const small = pageWith(3);
    expect(optimisationCost(small, { ...small, background: '#000000' })).toBe(OPTIMISE_COST_TABLE[0].cost);
    const large = makeLargePanel(300);
    expect(optimisationCost(large, { ...large, background: '#000000' })).toBe(OPTIMISE_COST_TABLE[1].cost);
  });

  it('charge nothing for an optimisation that changed nothing', () => {
    const panel = pageWith(3);
    expect(optimisationCost(panel, structuredClone(panel))).toBe(0);
  });

  it('never pass the estimate on the cases the spec names', () => {
    expect(generationCost([pageWith(4)])).toBeLessThanOrEqual(CREDIT_ESTIMATES.generate);
    expect(editCost(10)).toBeLessThanOrEqual(CREDIT_ESTIMATES.edit);
    expect(optimisationCost(pageWith(1), { ...pageWith(1), background: '#000000' })).toBeLessThanOrEqual(
      CREDIT_ESTIMATES.optimise,
    );
  });
});
