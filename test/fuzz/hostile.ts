import { gzipSync } from 'node:zlib';

import fc from 'fast-check';

// Texts an attacker (or a broken client) sends where a string is expected.
export const MEGABYTE = 'Ab3 \u05D0\u202E'.repeat((1024 * 1024) / 6);
const HOSTILE_TEXTS: string[] = [
  'ab\u0000cd',
  '\u0000',
  'broken \uD83D emoji',
  'low \uDE00 surrogate',
  '\uDE00\uD83D',
  '\u202Eevil.exe\u202C',
  'مرحبا بالعالم',
  'שלום \u200F עולם',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301\u0301\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '\u2028\u2029',
  'line\r\nset-cookie: x=1',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%s%n%x{0}${x}',
  '../../../../etc/passwd',
  '\u{10FFFF}\uFFFE\uFFFF',
  '1e309',
  ' ',
  '',
];

// Stands for a deeply nested value: replaced in the serialised body, since JSON.stringify would overflow the stack.
const DEEP = /"\\u0000deep:(\d+):(\w+)"/g;
export const deepMarker = (depth: number, shape: 'array' | 'object') => `\u0000deep:${depth}:${shape}`;

export function expandDeep(json: string): string {
  if (!json.includes('\\u0000deep:')) return json;
  return json.replace(DEEP, (_, depth: string, shape: string) =>
    shape === 'array'
      ? '['.repeat(Number(depth)) + ']'.repeat(Number(depth))
      : '{"a":'.repeat(Number(depth)) + '1' + '}'.repeat(Number(depth)),
  );
}

const HOSTILE_TEXT: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\u202E', 'x'), maxLength: 20 }),
  },
);
export const hostileText = (): fc.Arbitrary<string> => HOSTILE_TEXT;

// A value of any kind where a structure is expected: deep nesting, wrong kinds, huge numbers.
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    hostileText(),
    fc
      .constantFrom(64, 65, 1000, 100000)
      .chain((depth) => fc.constantFrom(deepMarker(depth, 'array'), deepMarker(depth, 'object'))),
    fc.constantFrom(null, true, 0, -1, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 0.1, [], {}),
  );

// Over BODY_LIMIT (10 MB).
const OVER_BODY_LIMIT = `{"x":"${'a'.repeat(11 * 1024 * 1024)}"}`;

export type RawBody = { body: string | Buffer; contentType?: string; encoding?: string };

// Whole bodies no schema describes.
export const hostileBody = (): fc.Arbitrary<RawBody> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<RawBody>({ body: OVER_BODY_LIMIT, contentType: 'application/json' }) },
    {
      weight: 40,
      arbitrary: fc.constantFrom<RawBody>(
        { body: '{"a":', contentType: 'application/json' },
        { body: '', contentType: 'application/json' },
        { body: 'null', contentType: 'application/json' },
        { body: '[]', contentType: 'application/json' },
        { body: '"text"', contentType: 'application/json' },
        { body: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
        {
          body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]),
          contentType: 'application/json',
        },
        { body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        { body: '<xml/>', contentType: 'text/xml' },
        { body: '{}', contentType: 'application/json', encoding: 'br, zstd' },
        { body: '{}', contentType: 'application/json', encoding: 'gzip' },
        { body: gzipSync('{"product":12}'), contentType: 'application/json', encoding: 'gzip' },
      ),
    },
    {
      weight: 6,
      arbitrary: fc.constantFrom(1000, 100000).map((depth) => ({
        body: '['.repeat(depth) + ']'.repeat(depth),
        contentType: 'application/json',
      })),
    },
    {
      weight: 10,
      arbitrary: fc
        .string({ unit: 'binary', maxLength: 200 })
        .map((body) => ({ body, contentType: 'application/json' })),
    },
  );

// Percent-encodes a query or path value; a lone surrogate goes out as its (invalid) UTF-8 bytes, as a broken client would.
export function encodeComponent(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(char);
  }
  return out;
}
