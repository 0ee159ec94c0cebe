import fc from 'fast-check';

import { openApi, operationsOf } from '../support/openapi-operations';
import { DocumentedAnswers } from './documented-answers';
import { type Schema, SchemaArbitraries } from './schema-arbitrary';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

// The fuzzer's own check: what it calls valid input is valid by the document, what it calls invalid is not.
describe('the fuzzer’s request bodies', () => {
  const documented = new DocumentedAnswers(openApi as never);
  const arbitraries = new SchemaArbitraries({ components: openApi.components.schemas as Record<string, Schema> });
  const withBodies = operationsOf(openApi).filter((op) => op.body);

  it('are valid by the document in valid mode and mostly invalid in invalid mode', () => {
    let invalidTotal = 0;
    let invalidRefused = 0;
    const wrong: string[] = [];
    for (const op of withBodies) {
      const validate = documented.validator(
        ...['paths', op.path, op.method, 'requestBody', 'content', 'application/json', 'schema'],
      );
      for (const body of fc.sample(arbitraries.of(op.body as Schema, 'valid'), { seed: SEED, numRuns: 20 })) {
        if (!validate(body)) wrong.push(`${op.id}: ${JSON.stringify(validate.errors?.[0])}`);
      }
      for (const body of fc.sample(arbitraries.of(op.body as Schema, 'invalid'), { seed: SEED, numRuns: 20 })) {
        invalidTotal += 1;
        if (!validate(body)) invalidRefused += 1;
      }
    }
    console.log(
      `Schema arbitraries (seed ${SEED}): ${withBodies.length} request bodies × 20 valid, ` +
        `${invalidRefused} of ${invalidTotal} invalid ones refused by the document`,
    );
    expect(wrong.slice(0, 10)).toEqual([]);
    // A change may break nothing the document checks (an unknown field where any is allowed, a choice's other branch).
    expect(invalidRefused / invalidTotal).toBeGreaterThan(0.9);
  });
});
