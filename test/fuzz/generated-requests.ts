import fc from 'fast-check';

import type { ApiOperation } from '../support/openapi-operations';
import { encodeComponent, expandDeep, hostileBody, MEGABYTE, type RawBody } from './hostile';
import { type Mode, type Schema, SchemaArbitraries } from './schema-arbitrary';

export type Caller = 'anonymous' | 'signed in' | 'stale session';
// valid / invalid / hostile as in schema-arbitrary; raw: a body no schema describes; huge: one string is 1 MB.
export type CaseMode = Mode | 'raw' | 'huge';

export type FuzzCase = {
  op: ApiOperation;
  mode: CaseMode;
  caller: Caller;
  language: string;
  params: Record<string, unknown>;
  body?: unknown;
  raw?: RawBody;
  pick: number;
};

export type HttpRequest = { url: string; method: string; headers: Record<string, string>; body?: string | Buffer };

// Query strings past Node's 16 KB header limit already get 431; longer ones only slow the run.
const MAX_QUERY_VALUE = 24 * 1024;

const parameterSchema = (op: ApiOperation): Schema => {
  const parameters = op.parameters.filter((parameter) => parameter.in !== 'header');
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema as Schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    additionalProperties: false,
  };
};

// Every generated request for one operation: a mode, a caller, a language, parameters and a body.
export function caseArbitrary(op: ApiOperation, arbitraries: SchemaArbitraries): fc.Arbitrary<FuzzCase> {
  const params = parameterSchema(op);
  const hasInput = Object.keys(params.properties!).length > 0 || Boolean(op.body);
  const modes: fc.WeightedArbitrary<CaseMode>[] = [{ weight: 20, arbitrary: fc.constant<CaseMode>('valid') }];
  if (hasInput) {
    modes.push(
      { weight: 12, arbitrary: fc.constant<CaseMode>('invalid') },
      { weight: 8, arbitrary: fc.constant<CaseMode>('hostile') },
      { weight: 1, arbitrary: fc.constant<CaseMode>('huge') },
    );
  }
  if (op.body) modes.push({ weight: 2, arbitrary: fc.constant<CaseMode>('raw') });
  return fc
    .record({
      mode: fc.oneof(...modes),
      caller: fc.constantFrom<Caller>('anonymous', 'signed in', 'signed in', 'stale session'),
      language: fc.constantFrom('en-US', 'zh-CN', 'fr', ''),
      pick: fc.nat(),
    })
    .chain(({ mode, caller, language, pick }) => {
      const schemaMode: Mode = mode === 'raw' || mode === 'huge' ? 'valid' : mode;
      return fc
        .record({
          params: arbitraries.of(params, schemaMode) as fc.Arbitrary<Record<string, unknown>>,
          body: op.body ? arbitraries.of(op.body as Schema, schemaMode) : fc.constant(undefined),
          raw: mode === 'raw' ? hostileBody() : fc.constant(undefined),
        })
        .map(({ params: values, body, raw }) => ({ op, mode, caller, language, pick, params: values, body, raw }));
    });
}

// Replaces the string leaf number `pick` (modulo their count) with a 1 MB string; the whole value when it has none.
export function withHugeString(value: unknown, pick: number): unknown {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (typeof node === 'string') paths.push(path);
    else if (node && typeof node === 'object' && paths.length < 1000) {
      for (const [key, child] of Object.entries(node)) walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
    }
  };
  walk(value, []);
  if (paths.length === 0) return MEGABYTE;
  const path = paths[pick % paths.length];
  if (path.length === 0) return MEGABYTE;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = MEGABYTE;
  return copy;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : expandDeep(JSON.stringify(value));

// The HTTP request a case stands for.
export function toHttpRequest(base: string, c: FuzzCase, sessionToken: string): HttpRequest {
  const huge = c.mode === 'huge';
  const params = (huge && !c.op.body ? withHugeString(c.params, c.pick) : c.params) as Record<string, unknown>;
  let path = c.op.path;
  const query: string[] = [];
  for (const [name, value] of Object.entries(params && typeof params === 'object' ? params : {})) {
    const text = encodeComponent(asText(value).slice(0, MAX_QUERY_VALUE));
    // A path parameter is never empty: an empty one would name another path. Nor a dot segment (`.`, `..`, also
    // percent-encoded): a URL parser removes it before sending (WHATWG URL), so no client can send one.
    const segment = /^(\.|%2e){1,2}$/i.test(text) || !text ? 'unknown' : text;
    if (path.includes(`{${name}}`)) path = path.replace(`{${name}}`, segment);
    else query.push(`${encodeComponent(name)}=${text}`);
  }
  // A path parameter cannot be left out of a URL: a dropped one is sent as a word the operation does not know.
  path = path.replace(/\{\w+\}/g, 'unknown');
  const headers: Record<string, string> = {};
  if (c.language) headers['prefer-language'] = c.language;
  if (c.caller === 'signed in') headers['access-token'] = sessionToken;
  if (c.caller === 'stale session') headers['access-token'] = 'f'.repeat(64);
  let body: string | Buffer | undefined;
  if (c.op.method === 'post' && c.op.body) {
    if (c.raw) {
      body = c.raw.body;
      if (c.raw.contentType) headers['content-type'] = c.raw.contentType;
      if (c.raw.encoding) headers['content-encoding'] = c.raw.encoding;
    } else {
      body = expandDeep(JSON.stringify(huge ? withHugeString(c.body, c.pick) : c.body) ?? '');
      headers['content-type'] = 'application/json';
    }
  }
  const search = query.length ? `?${query.join('&')}` : '';
  return { url: `${base}${path}${search}`, method: c.op.method.toUpperCase(), headers, body };
}
