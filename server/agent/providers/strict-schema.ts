import { z } from 'zod';

// A zod schema as the JSON Schema of OpenAI's strict structured outputs (`response_format: {type: 'json_schema',
// json_schema: {strict: true, schema}}`): every property required, an optional one nullable instead, no keyword
// strict mode refuses. The zod schema still validates the answer (after `dropNulls`), so nothing is lost.

type JsonSchema = { [key: string]: unknown };

// Accepted by OpenAI's strict mode; the rest (minLength, maxLength, $schema…) is dropped.
const KEPT = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'anyOf',
  'description',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
]);

// Zod writes ±MAX_SAFE_INTEGER bounds for z.int(); they say nothing.
const SAFE = Number.MAX_SAFE_INTEGER;

function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !('enum' in schema)) return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function strictOf(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (!KEPT.has(key)) continue;
    if ((key === 'minimum' || key === 'maximum') && Math.abs(value as number) >= SAFE) continue;
    out[key] = value;
  }
  if (out.items && typeof out.items === 'object') out.items = strictOf(out.items as JsonSchema);
  if (Array.isArray(out.anyOf)) out.anyOf = (out.anyOf as JsonSchema[]).map(strictOf);
  if (out.properties) {
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const properties: JsonSchema = {};
    for (const [name, property] of Object.entries(out.properties as Record<string, JsonSchema>)) {
      const strict = strictOf(property);
      properties[name] = required.has(name) ? strict : nullable(strict);
    }
    out.properties = properties;
    out.required = Object.keys(properties);
    out.additionalProperties = false;
  }
  return out;
}

/** The strict-mode JSON Schema of what `schema` accepts as input. */
export function strictJsonSchema(schema: z.ZodType): JsonSchema {
  return strictOf(z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as JsonSchema);
}

/** A strict answer says `null` for what it leaves out; zod's optional fields want it absent. */
export function dropNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null)
      .map(([k, v]) => [k, dropNulls(v)]),
  );
}

/** Zod's issues as the model can act on them: "elements.2.kind: Invalid option: expected one of …". */
export function describeIssues(error: z.ZodError, max = 8): string {
  const lines = error.issues.slice(0, max).map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    return `${path}: ${issue.message}`;
  });
  const more = error.issues.length - lines.length;
  return lines.join('; ') + (more > 0 ? `; and ${more} more` : '');
}
