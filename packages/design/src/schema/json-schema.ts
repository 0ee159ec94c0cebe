import { z } from 'zod';

import { DesignNodeSchema } from './node';
import { PanelSchema } from './panel';

export type JsonSchemaTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';

/**
 * The JSON Schema of a panel document, for the OpenAPI file. `io: 'input'` describes what a client may send
 * (properties with defaults are optional); recursion through `children` becomes `$ref`s into `$defs`.
 */
export function panelJsonSchema(target: JsonSchemaTarget = 'draft-2020-12', io: 'input' | 'output' = 'input') {
  return z.toJSONSchema(PanelSchema, { target, io, reused: 'ref' });
}

/** The JSON Schema of one node (a subtree), e.g. for insert operations. */
export function nodeJsonSchema(target: JsonSchemaTarget = 'draft-2020-12', io: 'input' | 'output' = 'input') {
  return z.toJSONSchema(DesignNodeSchema, { target, io, reused: 'ref' });
}
