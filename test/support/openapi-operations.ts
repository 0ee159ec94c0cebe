import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};
type Parameter = { name: string; in: 'query' | 'path' | 'header'; required?: boolean; schema?: Schema };

export type ApiOperation = {
  id: string;
  method: 'get' | 'post';
  path: string;
  access?: string;
  body?: Schema;
  parameters: Parameter[];
};

type Document = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema> };
};

// The committed document, as clients see it.
export const openApi = JSON.parse(readFileSync(join(__dirname, '../../openapi/openapi.json'), 'utf8')) as Document;

export function operationsOf(document: Document): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content;
      return {
        id: op.operationId as string,
        method: method as 'get' | 'post',
        path,
        access: op['x-access'] as string | undefined,
        body: content?.['application/json']?.schema,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
      };
    }),
  );
}

// Values for fields by name: ids of things the owner made, and inputs a generic value would not pass.
export type Known = Record<string, unknown>;

// A minimal valid value for a schema: required fields only, except that every field named in
// `known` is filled with its known value (so an optional projectId still names the owner's project).
export function sample(document: Document, schema: Schema | undefined, known: Known, name = ''): unknown {
  if (name && name in known && fits(schema, known[name])) return known[name];
  if (!schema) return undefined;
  if (schema.$ref) return sample(document, document.components.schemas[schema.$ref.split('/').pop()!], known, name);
  if (schema.allOf) return sample(document, Object.assign({}, ...schema.allOf), known, name);
  const choice = schema.oneOf ?? schema.anyOf;
  if (choice) return sample(document, choice[0], known, name);
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || key in known) object[key] = sample(document, child, known, key);
      }
      return object;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(document, schema.items, known));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      if (schema.format === 'email') return `matrix-${randomUUID().slice(0, 8)}@example.com`;
      if (schema.format === 'uuid') return randomUUID();
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

// A known value is used only where its kind fits: a feedback's `content` is text, a panel's a document.
function fits(schema: Schema | undefined, value: unknown): boolean {
  const type = schema?.type;
  if (!type) return true;
  if (type === 'array') return Array.isArray(value);
  if (type === 'integer') return typeof value === 'number';
  return type === 'object' ? typeof value === 'object' && !Array.isArray(value) : typeof value === type;
}

// The operation's URL with path and query parameters filled, and its JSON body.
export function requestFor(document: Document, op: ApiOperation, known: Known): { url: string; body?: unknown } {
  let url = op.path;
  const query = new URLSearchParams();
  for (const parameter of op.parameters) {
    if (parameter.in === 'header') continue;
    if (!parameter.required && !(parameter.name in known)) continue;
    const value = String(sample(document, parameter.schema, known, parameter.name));
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else query.set(parameter.name, value);
  }
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, body: op.body ? sample(document, op.body, known) : undefined };
}
