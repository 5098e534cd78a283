import { ifMatchHeader } from '#shared/constants/versions.ts';
import type { JsonSchema, Operation } from './operations.ts';

/** One malformed request: what is wrong with it, and the parts that replace the well-formed ones. */
export type Variant = {
  label: string;
  body?: string;
  contentType?: string | null;
  query?: string;
  pathParam?: string;
  /** Headers that replace the well-formed ones. */
  headers?: Record<string, string>;
};

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  const options = schema.anyOf ?? schema.oneOf;
  return options?.[0] ? typeOf(options[0]) : undefined;
};

/** A value the schema would accept as far as its shape goes: the base every variant breaks. */
export function sampleOf(schema: JsonSchema, depth = 0): unknown {
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.[0]) return sampleOf(options[0], depth + 1);
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((part) => sampleOf(part, depth + 1)));
  switch (typeOf(schema)) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value, depth + 1)]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return schema.items ? [sampleOf(schema.items, depth + 1)] : [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-00000000beef';
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date') return '2026-01-15';
      if (schema.format === 'date-time') return '2026-01-15T12:00:00.000Z';
      return 'Sample';
    default:
      return 'Sample';
  }
}

const megabyte = 'x'.repeat(1024 * 1024);
const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
/** Values of the wrong kind, each tried in place of one field. */
const wrongValues: [string, unknown][] = [
  ['null', null],
  ['a number', 12345],
  ['a negative number', -1],
  ['a huge number', 1e308],
  ['an unsafe integer', 2 ** 53 + 1],
  ['a fraction', 0.5],
  ['a boolean', false],
  ['a string', 'not what it expects'],
  ['an empty string', ''],
  ['an array', [1, 'two', null]],
  ['an object', { nested: { deeper: true } }],
  ['control characters', 'a\u0000b\r\nc\u001b'],
  ['a lone surrogate', 'a\ud800b'],
  ['a bad date', '2026-02-30'],
  ['not a date', 'yesterday'],
  ['a megabyte', megabyte],
];

function stringify(value: unknown): string {
  return JSON.stringify(value);
}

/** Malformed bodies of a route: the whole body, then each of its fields broken in turn. */
function bodyVariants(schema: JsonSchema): Variant[] {
  const sample = sampleOf(schema);
  const fields = sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
  const withSample = (patch: Record<string, unknown>) => stringify({ ...(sample as object), ...patch });
  const variants: Variant[] = [
    { label: 'invalid JSON', body: '{"a":' },
    { label: 'JSON null', body: 'null' },
    { label: 'a JSON array', body: '[]' },
    { label: 'an array of bodies', body: stringify([sample, sample]) },
    { label: 'a JSON string', body: '"text"' },
    { label: 'a JSON number overflowing to Infinity', body: '1e999' },
    { label: 'an empty object', body: '{}' },
    { label: 'an empty body', body: '' },
    { label: 'deeply nested arrays', body: deepArray },
    { label: 'deeply nested objects', body: deepObject },
    { label: 'a __proto__ key', body: `{"__proto__":{"admin":true,"polluted":1},${withSample({}).slice(1)}` },
    { label: 'a constructor.prototype key', body: withSample({ constructor: { prototype: { admin: true } } }) },
    {
      label: 'a thousand unknown keys',
      body: withSample(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i]))),
    },
    { label: 'duplicate keys', body: `{"a":1,"a":2,${withSample({}).slice(1)}` },
    { label: 'a byte order mark', body: `\ufeff${withSample({})}` },
    { label: 'text/plain', body: withSample({}), contentType: 'text/plain' },
    { label: 'a form', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    {
      label: 'multipart',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    },
    { label: 'XML', body: '<a>1</a>', contentType: 'application/xml' },
    { label: 'no content type', body: withSample({}), contentType: null },
    { label: 'every field a megabyte', body: stringify(Object.fromEntries(fields.map((field) => [field, megabyte]))) },
    { label: 'every field null', body: stringify(Object.fromEntries(fields.map((field) => [field, null]))) },
    { label: 'JSON true', body: 'true' },
    { label: 'trailing garbage', body: `${withSample({})}}}` },
    { label: 'a trailing comma', body: `${withSample({}).slice(0, -1)},}` },
    { label: 'single quotes', body: withSample({}).replaceAll('"', "'") },
    { label: 'escaped NUL in a key', body: `{"\\u0000":1,${withSample({}).slice(1)}` },
    { label: 'a megabyte key', body: `{"${megabyte}":1}` },
    { label: 'ten thousand array items', body: stringify(Array.from({ length: 10_000 }, () => sample)) },
    { label: 'a charset the body is not in', body: withSample({}), contentType: 'application/json; charset=utf-16' },
    { label: 'a JSON suffix type', body: withSample({}), contentType: 'application/vnd.api+json' },
  ];
  for (const field of fields) {
    variants.push({ label: `${field} missing`, body: stringify({ ...(sample as object), [field]: undefined }) });
    for (const [what, value] of wrongValues) {
      variants.push({ label: `${field} as ${what}`, body: withSample({ [field]: value }) });
    }
  }
  return variants;
}

/** Malformed query strings of a route: each parameter broken in turn, then the query itself. */
function queryVariants(operation: Operation): Variant[] {
  const first = operation.queryParams[0]?.name ?? 'q';
  const variants: Variant[] = [
    { label: 'a __proto__ parameter', query: '__proto__[admin]=1&constructor[prototype][admin]=1' },
    { label: 'invalid percent-encoding', query: 'q=%ff%fe%zz' },
    { label: 'a thousand parameters', query: Array.from({ length: 1000 }, (_, i) => `p${i}=${i}`).join('&') },
    { label: 'a lone percent sign', query: `${first}=%` },
    { label: 'equals signs in the value', query: `${first}=a=b=c` },
    { label: 'only separators', query: '&&&==&' },
    { label: 'a name without a value', query: first },
    { label: 'an encoded newline', query: `${first}=a%0d%0aSet-Cookie:%20x=1` },
    { label: 'an encoded NUL', query: `${first}=a%00b` },
    { label: 'a script', query: `${first}=${encodeURIComponent('<script>alert(1)</script>')}` },
    { label: 'SQL', query: `${first}=${encodeURIComponent("' OR 1=1 --")}` },
    { label: 'a DynamoDB expression', query: `${first}=${encodeURIComponent('attribute_exists(pk) OR #a = :b')}` },
    { label: 'a JSON object', query: `${first}=${encodeURIComponent('{"$gt":""}')}` },
    { label: 'a huge page', query: 'page=99999999999&pageSize=99999999999' },
    { label: 'a negative page', query: 'page=-1&pageSize=-50' },
    { label: 'a fractional page', query: 'page=1.5&pageSize=2.5' },
    { label: 'a page in words', query: 'page=first&pageSize=all' },
    { label: 'a sort by anything', query: 'sortBy=__proto__&sortDirection=sideways' },
    { label: 'dates the wrong way round', query: 'fromDate=2026-12-31&toDate=2020-01-01' },
    { label: 'a date far away', query: 'fromDate=0001-01-01&toDate=9999-12-31' },
  ];
  for (const { name } of operation.queryParams) {
    for (const [what, value] of [
      ['very long', 'x'.repeat(100_000)],
      ['repeated', null],
      ['control characters', 'a\u0000b\r\nc'],
      ['a lone surrogate', '%ED%A0%80'],
      ['not a number', 'abc'],
      ['negative', '-1'],
      ['huge', '1e308'],
      ['a bad date', '2026-02-30'],
      ['empty', ''],
      ['an array bracket', null],
    ] as const) {
      const query =
        what === 'repeated'
          ? `${name}=1&${name}=2&${name}=3`
          : what === 'an array bracket'
            ? `${name}[]=1&${name}[x]=2`
            : what === 'a lone surrogate'
              ? `${name}=${value}`
              : `${name}=${encodeURIComponent(String(value))}`;
      variants.push({ label: `${name} ${what}`, query });
    }
  }
  return variants;
}

/** Malformed path parameters: encodings that try to leave the route or break the id's parser. */
const pathVariants: Variant[] = [
  { label: 'a traversal', pathParam: '..%2F..%2Fadmin' },
  { label: 'a NUL byte', pathParam: 'a%00b' },
  { label: 'a very long id', pathParam: '9'.repeat(5000) },
  { label: 'a negative id', pathParam: '-1' },
  { label: 'an exponent', pathParam: '1e99' },
  { label: 'a lone surrogate', pathParam: '%ED%A0%80' },
];

/** Malformed `If-Match` headers of an update. */
const ifMatchVariants: Variant[] = [
  ['a star', '*'],
  ['an empty tag', '""'],
  ['a weak tag', 'W/"v1"'],
  ['a list of tags', '"v1", "v2"'],
  ['a bare version', '12'],
  ['a negative version', '"v-1"'],
  ['a huge version', `"v${'9'.repeat(40)}"`],
  ['a very long tag', `"${'x'.repeat(10_000)}"`],
  ['control characters', '"v1\u0001"'],
].map(([what, value]) => ({ label: `If-Match as ${what}`, headers: { [ifMatchHeader]: String(value) } }));

/** Every malformed variant of a route: its body, its query, its path parameters and its If-Match. */
export function variantsOf(operation: Operation): Variant[] {
  return [
    ...(operation.headerParams.includes(ifMatchHeader) ? ifMatchVariants : []),
    ...(operation.body ? bodyVariants(operation.body) : []),
    ...(operation.queryParams.length > 0 ? queryVariants(operation) : []),
    ...(operation.pathParams.length > 0 ? pathVariants : []),
  ];
}
