import fc from 'fast-check';
import { z } from 'zod';

/*
 * Hostile input for every endpoint (R33): values of the wrong type, huge, odd unicode,
 * numbers that are not numbers, prototype-pollution keys, path tricks, and "nearly valid"
 * objects built from the route's own zod schema with one field spoiled, so the requests get
 * past the first check and reach the deeper ones (refinements, services, the database).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};

/** Values no field of ours should accept as they are, and none should turn into a 500. */
export const spoiled: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    ' ',
    -1,
    -1e308,
    0.1 + 0.2,
    Number.MAX_SAFE_INTEGER + 2,
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '0x10',
    true,
    [],
    {},
    [[[[]]]],
    { constructor: { prototype: { admin: true } } },
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\u202Eevil',
    '\r\nSet-Cookie: x=1',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../../etc/passwd',
    '%00',
    '2024-02-30',
    '9999-99-99',
    '+0000-01-01',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 1_000, maxLength: 5_000 }),
  fc.constant('x'.repeat(200_000)),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value of roughly the shape a JSON Schema asks for: close enough to pass the easy checks. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant('x');
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(
        ([key, s]) => [key, plausible(s, depth + 1)] as const,
      );
      return fc.record(Object.fromEntries(entries));
    }
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), { minLength: 1, maxLength: 2 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 9, 1_000_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'email') return fc.constant('ada@example.com');
      if (schema.format === 'date') return fc.constant('2030-01-15');
      if (schema.format === 'uuid') return fc.uuid();
      return fc.constantFrom('JFK', 'Ada', '2030-01-15', '4242424242424242', 'USD', 'abcdefgh-ijkl', 'x'.repeat(25));
    default:
      return fc.constant(schema.default ?? 'x');
  }
}

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
}

/** Sets `path` in a copy of `value` (objects and arrays), creating nothing that was not there. */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value) && typeof head === 'number') {
    return value.map((item, i) => (i === head ? replaceAt(item, rest, replacement) : item));
  }
  if (value && typeof value === 'object' && typeof head === 'string') {
    return { ...(value as object), [head]: replaceAt((value as Record<string, unknown>)[head], rest, replacement) };
  }
  return value;
}

function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leafPaths(item, [...prefix, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...leafPaths(item, [...prefix, key])]);
  }
  return [prefix];
}

/** A schema-shaped object with one field (at any depth) spoiled, or dropped. */
export function nearlyValid(schema: unknown): fc.Arbitrary<unknown> {
  const json = toJsonSchema(schema);
  const base = plausible(json);
  return base.chain((valid) => {
    const paths = leafPaths(valid);
    return fc
      .tuple(fc.constantFrom(...paths), fc.oneof(spoiled, fc.constant(undefined)))
      .map(([path, bad]) => replaceAt(valid, path, bad));
  });
}

/** Any body: random JSON, a spoiled value, or a nearly valid object when the route has a schema. */
export function hostileBody(schema: unknown): fc.Arbitrary<unknown> {
  return schema ? fc.oneof(nearlyValid(schema), nearlyValid(schema), spoiled) : spoiled;
}

/** Raw JSON texts a JavaScript object cannot express: pollution keys as written by an attacker. */
export const pollutedJson: fc.Arbitrary<string> = fc.constantFrom(
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1,"__proto__":{"polluted":1},"b":[{"__proto__":{"x":1}}]}',
  '{"username":"a","username":"b"}',
  '[1,2,',
  '{"a":1e999999}',
  '"\\ud800"',
);

/** A path parameter: ordinary junk and the classic traversal and encoding tricks, URL-ready. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 60 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom(
    '..%2f..%2fpackage.json',
    '%2e%2e%2f%2e%2e%2f',
    '..',
    '%00',
    'a%00b',
    '%',
    '%zz',
    '%c0%ae%c0%ae',
    '00000000-0000-4000-8000-000000000000',
    '00000000-0000-0000-0000-00000000000g',
    'x'.repeat(99),
    'x'.repeat(5_000),
    encodeURIComponent("'; DROP TABLE bookings; --"),
    '__proto__',
    'constructor',
  ),
);

/** A query string of hostile keys and values, repeated keys included. */
export const hostileQuery: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'page', 'limit', 'brand', 'a[b]', 'origin'), fc.string()),
      fc.oneof(
        fc.string(),
        spoiled.map((v) => JSON.stringify(v) ?? ''),
      ),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
