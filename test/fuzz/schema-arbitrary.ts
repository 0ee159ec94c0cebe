import fc from 'fast-check';

import { hostileText, hostileValue } from './hostile';

// The part of OpenAPI 3.0's schema object the committed document uses.
export type Schema = {
  $ref?: string;
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
};

// valid: what the schema allows; invalid: one thing broken (a type, a required field, a limit);
// hostile: the structure kept, its strings and open values replaced by what attackers send.
export type Mode = 'valid' | 'invalid' | 'hostile';

export type ArbitraryOptions = {
  components: Record<string, Schema>;
  // Values worth sending for a field by name (ids of things the caller made), used half the time.
  known?: Record<string, unknown[]>;
  // Nesting beyond which optional parts are left out, so recursive schemas stay finite.
  maxDepth?: number;
};

const MAX_ITEMS = 3;
const MAX_STRING = 40;
const INT32 = 2 ** 31;

export class SchemaArbitraries {
  private readonly cache = new Map<Schema, Map<string, fc.Arbitrary<unknown>>>();

  constructor(private readonly options: ArbitraryOptions) {}

  resolve(schema: Schema): Schema {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 20; hops += 1) {
      current = this.options.components[current.$ref.split('/').pop()!];
    }
    if (current.allOf) {
      const { allOf, ...rest } = current;
      return Object.assign({}, ...allOf.map((part) => this.resolve(part)), rest) as Schema;
    }
    return current;
  }

  of(schema: Schema, mode: Mode, depth = 0, name = ''): fc.Arbitrary<unknown> {
    const key = `${mode}:${depth}:${name}`;
    let byKey = this.cache.get(schema);
    if (!byKey) this.cache.set(schema, (byKey = new Map()));
    let arbitrary = byKey.get(key);
    if (!arbitrary) {
      arbitrary = this.build(this.resolve(schema), mode, depth, name);
      byKey.set(key, arbitrary);
    }
    return arbitrary;
  }

  private build(schema: Schema, mode: Mode, depth: number, name: string): fc.Arbitrary<unknown> {
    const known = this.options.known?.[name]?.filter((value) => fitsType(schema, value));
    const own = mode === 'invalid' ? this.invalid(schema, depth) : this.valid(schema, mode, depth);
    if (!known?.length || mode === 'invalid') return own;
    return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: own });
  }

  private valid(schema: Schema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
    const arbitrary = this.validOwn(schema, mode, depth);
    return schema.nullable ? fc.option(arbitrary, { nil: null, freq: 10 }) : arbitrary;
  }

  private validOwn(schema: Schema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
    const choices = schema.oneOf ?? schema.anyOf;
    if (choices) return fc.oneof(...choices.map((choice) => this.of(choice, mode, depth + 1)));
    if (schema.enum) {
      const values = fc.constantFrom(...schema.enum);
      return mode === 'hostile' ? fc.oneof({ weight: 3, arbitrary: values }, hostileText()) : values;
    }
    switch (schema.type) {
      case 'object':
        return this.object(schema, mode, depth);
      case 'array': {
        const min = schema.minItems ?? 0;
        const max = Math.min(
          schema.maxItems ?? min + MAX_ITEMS,
          min + MAX_ITEMS,
          depth >= this.maxDepth ? min : Infinity,
        );
        if (max === 0 || !schema.items) return fc.constant([]);
        return fc.array(this.of(schema.items, mode, depth + 1), { minLength: min, maxLength: max });
      }
      case 'integer':
        return integer(schema);
      case 'number':
        return number(schema);
      case 'boolean':
        return fc.boolean();
      case 'string':
        return mode === 'hostile' ? fc.oneof({ weight: 3, arbitrary: hostileText() }, string(schema)) : string(schema);
      default:
        // An open value (z.unknown()): anything JSON, hostile values included.
        return mode === 'hostile' ? hostileValue() : fc.jsonValue({ maxDepth: 2 });
    }
  }

  private get maxDepth(): number {
    return this.options.maxDepth ?? 4;
  }

  private object(schema: Schema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
    const properties = schema.properties ?? {};
    const required = (schema.required ?? []).filter((key) => key in properties);
    // Beyond the depth bound only the required fields are generated.
    const keys = Object.keys(properties).filter((key) => depth < this.maxDepth || required.includes(key));
    const model = Object.fromEntries(keys.map((key) => [key, this.of(properties[key], mode, depth + 1, key)]));
    const record = fc.record(model, { requiredKeys: required });
    const open = schema.additionalProperties;
    if (!open || keys.length > 0) return record;
    const values = typeof open === 'object' ? this.of(open, mode, depth + 1) : fc.jsonValue({ maxDepth: 1 });
    return fc.dictionary(mode === 'hostile' ? hostileText() : fc.string({ maxLength: 12 }), values, {
      maxKeys: MAX_ITEMS,
    });
  }

  // One thing broken at a time, somewhere in the value.
  private invalid(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    const broken: fc.Arbitrary<unknown>[] = [wrongType(schema)];
    const choices = schema.oneOf ?? schema.anyOf;
    if (choices) broken.push(fc.oneof(...choices.map((choice) => this.of(choice, 'invalid', depth + 1))));
    if (schema.enum) broken.push(fc.constantFrom('not-in-the-list', -1, ''));
    else if (schema.type === 'string') broken.push(...brokenString(schema));
    else if (schema.type === 'integer' || schema.type === 'number') broken.push(...brokenNumber(schema));
    else if (schema.type === 'array') broken.push(...this.brokenArray(schema, depth));
    else if (schema.type === 'object') broken.push(...this.brokenObject(schema, depth));
    return fc.oneof(...broken);
  }

  private brokenArray(schema: Schema, depth: number): fc.Arbitrary<unknown>[] {
    const valid = this.valid(schema, 'valid', depth) as fc.Arbitrary<unknown[]>;
    const broken: fc.Arbitrary<unknown>[] = [];
    if (schema.items && depth < this.maxDepth) {
      const bad = this.of(schema.items, 'invalid', depth + 1);
      broken.push(fc.tuple(valid, bad).map(([items, item]) => [...items, item]));
    }
    if (schema.maxItems !== undefined && schema.items) {
      const count = schema.maxItems + 1;
      broken.push(
        this.of(schema.items, 'valid', this.maxDepth).map((item) => Array.from({ length: count }, () => item)),
      );
    }
    if (schema.minItems) broken.push(valid.map((items) => items.slice(0, schema.minItems! - 1)));
    return broken;
  }

  private brokenObject(schema: Schema, depth: number): fc.Arbitrary<unknown>[] {
    const valid = this.valid(schema, 'valid', depth) as fc.Arbitrary<Record<string, unknown>>;
    const broken: fc.Arbitrary<unknown>[] = [valid.map((value) => ({ ...value, unknownField: 'x' }))];
    const required = schema.required ?? [];
    if (required.length) {
      broken.push(
        fc.tuple(valid, fc.constantFrom(...required)).map(([value, key]) => {
          const { [key]: _dropped, ...rest } = value;
          return rest;
        }),
      );
    }
    const keys = Object.keys(schema.properties ?? {});
    if (keys.length && depth < this.maxDepth) {
      broken.push(
        fc
          .constantFrom(...keys)
          .chain((key) =>
            fc
              .tuple(valid, this.of(schema.properties![key], 'invalid', depth + 1))
              .map(([value, bad]) => ({ ...value, [key]: bad })),
          ),
      );
    }
    return broken;
  }
}

function fitsType(schema: Schema, value: unknown): boolean {
  if (schema.type === 'integer' || schema.type === 'number') return typeof value === 'number';
  if (schema.type === 'array') return Array.isArray(value);
  if (schema.type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return !schema.type || typeof value === schema.type;
}

function integer(schema: Schema): fc.Arbitrary<number> {
  const min = Math.ceil((schema.minimum ?? -Number.MAX_SAFE_INTEGER) + (schema.exclusiveMinimum ? 1 : 0));
  const max = Math.floor(schema.maximum ?? Number.MAX_SAFE_INTEGER);
  if (min >= -INT32 && max < INT32) return fc.integer({ min, max });
  // Wide ranges: mostly small values, and the edges where storage types end.
  const edges = [min, max, INT32 - 1, INT32, 2 ** 32, Number.MAX_SAFE_INTEGER].filter((n) => n >= min && n <= max);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: Math.max(min, -1000), max: Math.max(Math.min(max, 1000), min) }) },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
    { weight: 1, arbitrary: fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number) },
  );
}

function number(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -1e12;
  const max = schema.maximum ?? 1e12;
  return fc
    .oneof(
      integer({ ...schema, minimum: Math.ceil(min), maximum: Math.floor(max) }),
      fc.double({ min, max, noNaN: true }),
    )
    .filter((n) => !(schema.exclusiveMinimum && n === min) && !Object.is(n, -0));
}

// fast-check prepares each string arbitrary when it is built (slow for custom units): build each kind once.
const strings = new Map<string, fc.Arbitrary<string>>();
function memo(key: string, build: () => fc.Arbitrary<string>): fc.Arbitrary<string> {
  let arbitrary = strings.get(key);
  if (!arbitrary) strings.set(key, (arbitrary = build()));
  return arbitrary;
}

const TEXT_UNIT = fc.oneof(
  fc.constantFrom('a', 'Z', '7', ' ', '-'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);

function string(schema: Schema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return memo('uuid', () => fc.uuid({ version: 4 }));
  if (schema.format === 'uri') return memo('uri', () => fc.webUrl({ size: 'small' }));
  const { pattern } = schema;
  if (pattern) return memo(`/${pattern}/`, () => fc.stringMatching(new RegExp(pattern), { maxLength: 200 }));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? MAX_STRING, Math.max(minLength, MAX_STRING));
  return memo(`${minLength}-${maxLength}`, () =>
    // A grapheme may be several code points; the document counts code points, as ajv does.
    fc
      .string({ minLength, maxLength, unit: TEXT_UNIT })
      .filter((text) => [...text].length <= maxLength && (minLength === 0 || text.trim().length > 0)),
  );
}

function wrongType(schema: Schema): fc.Arbitrary<unknown> {
  const others: fc.Arbitrary<unknown>[] = [];
  if (schema.type !== 'string') others.push(fc.constantFrom('x', '1', 'true'));
  if (schema.type !== 'number' && schema.type !== 'integer') others.push(fc.constantFrom(1, -1.5, 1e300));
  if (schema.type !== 'boolean') others.push(fc.boolean());
  if (schema.type !== 'array') others.push(fc.constant([1, 'x']));
  if (schema.type !== 'object') others.push(fc.constant({ x: 1 }));
  if (!schema.nullable) others.push(fc.constant(null));
  return fc.oneof(...others);
}

function brokenString(schema: Schema): fc.Arbitrary<unknown>[] {
  const broken: fc.Arbitrary<unknown>[] = [];
  if (schema.maxLength !== undefined)
    broken.push(fc.integer({ min: 1, max: 50 }).map((n) => 'y'.repeat(schema.maxLength! + n)));
  if (schema.minLength) broken.push(fc.constantFrom('', ' '.repeat(schema.minLength)));
  if (schema.pattern || schema.format)
    broken.push(fc.constantFrom('not-it', '0000', '#12345G', 'ZZZZZZZZ-ZZZZ-4ZZZ-8ZZZ-ZZZZZZZZZZZZ'));
  return broken;
}

function brokenNumber(schema: Schema): fc.Arbitrary<unknown>[] {
  const broken: fc.Arbitrary<unknown>[] = [];
  if (schema.maximum !== undefined) broken.push(fc.constantFrom(schema.maximum + 1, schema.maximum * 2 + 1, 1e21));
  if (schema.minimum !== undefined) broken.push(fc.constantFrom(schema.minimum - 1, schema.minimum - 1e6, -1e21));
  if (schema.type === 'integer') broken.push(fc.constantFrom(1.5, 0.0001, 2 ** 53 + 2));
  return broken;
}
