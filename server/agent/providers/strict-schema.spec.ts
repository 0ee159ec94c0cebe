import { DesignBriefSchema } from '@boxify/design/brief';
import { z } from 'zod';

import { BRIEF_JSON_SCHEMA, readBriefAnswer } from './openai-brief';
import { InvalidAnswerError } from './openai-answer';
import { describeIssues, dropNulls, strictJsonSchema } from './strict-schema';

type Schema = {
  type?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  additionalProperties?: unknown;
  [key: string]: unknown;
};

// Every object of a schema, with its path.
function objects(schema: Schema, path = '$'): [string, Schema][] {
  const found: [string, Schema][] = schema.properties ? [[path, schema]] : [];
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    found.push(...objects(property, `${path}.${name}`));
  if (schema.items) found.push(...objects(schema.items, `${path}[]`));
  for (const option of schema.anyOf ?? []) found.push(...objects(option, path));
  return found;
}

describe('the strict JSON Schema of a zod schema', () => {
  it('requires every property, closes every object and makes the optional ones nullable', () => {
    const schema = strictJsonSchema(
      z.strictObject({ name: z.string().min(1).max(80).optional(), size: z.enum(['s', 'm']).optional(), n: z.int() }),
    ) as Schema;
    expect(schema).toEqual({
      type: 'object',
      properties: {
        name: { type: ['string', 'null'] },
        size: { anyOf: [{ type: 'string', enum: ['s', 'm'] }, { type: 'null' }] },
        n: { type: 'integer' },
      },
      required: ['name', 'size', 'n'],
      additionalProperties: false,
    });
  });

  it("holds the kernel's whole brief in strict mode's terms", () => {
    const all = objects(BRIEF_JSON_SCHEMA as Schema);
    expect(all.map(([path]) => path)).toEqual(['$', '$.product', '$.elements[]', '$.theme']);
    for (const [, object] of all) {
      expect(object.required).toEqual(Object.keys(object.properties!));
      expect(object.additionalProperties).toBe(false);
    }
    const text = JSON.stringify(BRIEF_JSON_SCHEMA);
    expect(text).not.toMatch(/minLength|maxLength|\$schema|9007199254740991/);
    const element = (BRIEF_JSON_SCHEMA as Schema).properties!.elements.items!;
    expect(element.properties!.count).toEqual({ type: ['integer', 'null'], minimum: 1, maximum: 50 });
    expect(element.properties!.kind.enum).toContain('time-slot');
  });

  it('drops the nulls a strict answer gives for what it leaves out', () => {
    expect(dropNulls({ a: null, b: [{ c: null, d: 1 }], e: { f: null } })).toEqual({ b: [{ d: 1 }], e: {} });
  });

  it('names each problem by its path, a few at most', () => {
    const parsed = DesignBriefSchema.safeParse({ product: {}, platform: 'watch', pages: [], elements: [], theme: {} });
    if (parsed.success) throw new Error('expected problems');
    const text = describeIssues(parsed.error, 3);
    expect(text).toMatch(/^platform: Invalid option: expected one of "mobile"\|"tablet"\|"desktop"; pages: /);
    expect(text).toMatch(/; and \d+ more$/);
  });
});

describe("reading a model's brief", () => {
  const good = {
    product: { name: '暖爪', domain: '宠物医院', audience: null },
    platform: 'mobile',
    pages: ['booking'],
    elements: [{ kind: 'time-slot', label: '时间段', count: 6, items: null, fields: null }],
    theme: { mode: 'light', colors: ['#F97316'], mood: ['calm'] },
    language: 'zh',
  };

  it("accepts a strict answer (nulls, a fenced block) as the kernel's brief", () => {
    const brief = readBriefAnswer('```json\n' + JSON.stringify(good) + '\n```');
    expect(brief).toEqual({
      ...good,
      product: { name: '暖爪', domain: '宠物医院' },
      elements: [{ kind: 'time-slot', label: '时间段', count: 6 }],
    });
  });

  it('refuses what is not JSON or not a brief, saying why', () => {
    expect(() => readBriefAnswer('Sure, here it is')).toThrow(new InvalidAnswerError('the answer is not valid JSON'));
    const extra = { ...good, layout: 'grid', elements: [{ kind: 'carousel', label: '' }] };
    expect(() => readBriefAnswer(JSON.stringify(extra))).toThrow(
      /^the brief does not follow the schema \(.*elements\.0\.kind: Invalid option.*elements\.0\.label: Too small.*Unrecognized key: "layout"/,
    );
  });
});
