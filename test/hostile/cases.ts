// Hostile requests generated from the OpenAPI document: for every operation, every path parameter and body field (and
// a sample of nested ones), values no well-behaved client sends. New operations are covered by being in the document.

type Schema = {
  type?: string | string[];
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minLength?: number;
  minimum?: number;
  format?: string;
  anyOf?: Schema[];
};

export interface Operation {
  name: string;
  method: string;
  /** Path under /api/v1 with {param} segments. */
  path: string;
  pathParams: string[];
  body: Schema | undefined;
  /** Acts on the caller itself (revoke_key): each hostile call gets a fresh key. */
  consumesKey: boolean;
  /** Answers a file, not JSON. */
  file: boolean;
}

export interface HostileValue {
  label: string;
  value: unknown;
  /** JSON text for values JSON.stringify cannot write (1e400); sent over REST only. */
  raw?: string;
}

export interface HostileCase {
  op: Operation;
  /** Dotted field path (fields.custName, lineItems.0.y1) or the path parameter's name. */
  target: string;
  /** path: a path parameter; body: one field of a valid body; smuggled: the whole valid body inside a __proto__ key. */
  in: 'path' | 'body' | 'smuggled';
  value: HostileValue;
}

function nest(depth: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

export const HOSTILE_VALUES: HostileValue[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'an array', value: ['x'] },
  { label: 'an object', value: { a: 1 } },
  { label: 'zero', value: 0 },
  { label: 'a negative number', value: -1 },
  { label: 'a huge number', value: 1e308 },
  { label: 'a number past 2^53', value: 2 ** 53 + 2 },
  { label: 'a fraction', value: 0.5 },
  { label: 'a number JSON overflows to Infinity', value: null, raw: '1e400' },
  { label: 'NaN as text', value: 'NaN' },
  { label: 'Infinity as text', value: '-Infinity' },
  { label: 'an empty string', value: '' },
  { label: 'a 100k-character string', value: 'x'.repeat(100_000) },
  { label: 'control characters', value: 'a\u0000b\u0007c\u001b[31md\u202ee\r\nf' },
  { label: 'a lone surrogate', value: 'a\ud800b\udfff' },
  { label: 'deeply nested JSON', value: nest(100) },
  { label: 'a __proto__ key', value: JSON.parse('{"__proto__": {"polluted": true, "desc": "smuggled"}}') },
  { label: 'constructor.prototype keys', value: JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') },
  { label: 'SQL', value: "' OR 1=1; DROP TABLE proposals; --" },
];

/** The smaller table tried on nested fields (every field of fields, of a line item, of a discount). */
const NESTED_LABELS = ['null', 'an object', 'a negative number', 'a huge number', 'NaN as text', 'a 100k-character string'];
export const NESTED_VALUES = HOSTILE_VALUES.filter((v) => NESTED_LABELS.includes(v.label) || v.raw);

/** Path parameter values, written into the URL as they are (malformed escapes) or encoded. */
export const HOSTILE_PATH_VALUES: HostileValue[] = [
  ...['%ZZ', '%', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%FF%FE', '%%', '%00', '..%2F..%2Fetc%2Fpasswd', '%2e%2e'].map((raw) => ({
    label: `the escape ${raw}`,
    value: raw,
    raw,
  })),
  { label: 'a 100k-character id', value: 'x'.repeat(100_000) },
  { label: 'an id with SQL', value: "P-0001' OR '1'='1" },
  { label: 'a lone surrogate', value: 'a\ud800' },
];

function isObject(s: Schema | undefined): s is Schema & { properties: Record<string, Schema> } {
  return !!s?.properties && (s.type === 'object' || s.type === undefined);
}

/** The operations of an OpenAPI document (as src/openapi.ts builds it), with their inputs. */
export function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const pathParams = (op.parameters as Array<{ name: string; in: string }>).filter((p) => p.in === 'path').map((p) => p.name);
      const json = op.responses['200']?.content?.['application/json'];
      ops.push({
        name: op.operationId,
        method: method.toUpperCase(),
        path,
        pathParams,
        body: op.requestBody?.content?.['application/json']?.schema,
        consumesKey: pathParams.length === 0 && method === 'post' && path.startsWith('/auth/'),
        file: !json,
      });
    }
  }
  return ops;
}

/** A minimal value the schema accepts: required properties only, shortest strings, smallest numbers, first enum. */
export function exampleOf(schema: Schema | undefined): unknown {
  if (!schema) return {};
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return exampleOf(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (isObject(schema)) {
    return Object.fromEntries((schema.required ?? []).map((k) => [k, exampleOf(schema.properties[k])]));
  }
  if (type === 'array') return [];
  if (type === 'string') return schema.format === 'email' ? 'buyer@example.com' : 'x'.repeat(Math.max(1, schema.minLength ?? 1));
  if (type === 'number' || type === 'integer') return schema.minimum ?? 0;
  if (type === 'boolean') return false;
  return null;
}

/** Unbounded lists are tried with this many elements. */
const UNBOUNDED_ITEMS = 1000;

/**
 * A value the schema accepts with every bound at its maximum: numbers at `maximum`, strings at `maxLength`, lists at
 * `maxItems`, each element at its maximum too. This is where sums and totals overflow, not at any single field.
 */
export function atMaximum(schema: Schema | undefined): unknown {
  if (!schema) return null;
  if (schema.enum) return schema.enum[0];
  const number = schema.anyOf?.find((s) => s.type === 'number' || s.type === 'integer');
  if (number) return atMaximum(number);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (isObject(schema)) return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, atMaximum(v)]));
  if (type === 'array') return Array.from({ length: schema.maxItems ?? UNBOUNDED_ITEMS }, () => atMaximum(schema.items));
  if (type === 'number' || type === 'integer') return schema.maximum ?? exampleOf(schema);
  if (type === 'string') {
    if (schema.format === 'email') return 'buyer@example.com';
    // a pattern (a date, a code) is not met by filler; empty is what optional text accepts
    return schema.maxLength && !schema.pattern ? 'x'.repeat(schema.maxLength) : exampleOf(schema);
  }
  return exampleOf(schema);
}

/** `base` with `value` at the dotted path; arrays along the way get one example element to hold it. */
export function withValueAt(a: { base: Record<string, unknown>; path: string; value: unknown; schema: Schema | undefined }) {
  const out = structuredClone(a.base);
  const keys = a.path.split('.');
  let here: any = out;
  let schema = a.schema;
  for (const [i, key] of keys.entries()) {
    const prop = /^\d+$/.test(key) ? schema?.items : schema?.properties?.[key];
    if (i === keys.length - 1) {
      Object.defineProperty(here, key, { value: a.value, enumerable: true, writable: true, configurable: true });
      break;
    }
    if (here[key] === undefined || here[key] === null) here[key] = prop?.type === 'array' ? [exampleOf(prop.items)] : {};
    here = here[key];
    schema = prop;
  }
  return out;
}

/** Dotted paths of nested fields worth attacking: properties of object fields and of the elements of array fields. */
function nestedPaths(body: Schema): string[] {
  const out: string[] = [];
  for (const [key, prop] of Object.entries(body.properties ?? {})) {
    if (isObject(prop)) out.push(...Object.keys(prop.properties).map((k) => `${key}.${k}`));
    if (prop.type === 'array' && isObject(prop.items))
      out.push(...Object.keys(prop.items.properties).map((k) => `${key}.0.${k}`));
  }
  return out;
}

/** Every hostile case of every operation; `otherIds` are another account's ids, tried in every path parameter. */
export function hostileCases(ops: Operation[], otherIds: string[]): HostileCase[] {
  const cases: HostileCase[] = [];
  const others = otherIds.map((id) => ({ label: `another account's id ${id}`, value: id }));
  for (const op of ops) {
    for (const name of op.pathParams) {
      for (const value of [...HOSTILE_PATH_VALUES, ...others]) cases.push({ op, target: name, in: 'path', value });
    }
    if (!op.body) continue;
    for (const [name, prop] of Object.entries(op.body.properties ?? {})) {
      for (const value of HOSTILE_VALUES) cases.push({ op, target: name, in: 'body', value });
      cases.push({ op, target: name, in: 'body', value: { label: 'every bound at its maximum', value: atMaximum(prop) } });
    }
    if (op.body.required?.length) {
      cases.push({
        op,
        target: '__proto__',
        in: 'smuggled',
        value: { label: 'the whole valid body inside __proto__', value: null },
      });
    }
    for (const path of nestedPaths(op.body)) {
      for (const value of NESTED_VALUES) cases.push({ op, target: path, in: 'body', value });
    }
    // keys no schema names: a prototype key and a deeply nested unknown field
    for (const value of HOSTILE_VALUES.filter((v) => v.label.includes('__proto__') || v.label.startsWith('deeply'))) {
      cases.push({ op, target: value.label.includes('__proto__') ? '__proto__' : 'unknownField', in: 'body', value });
    }
  }
  return cases;
}

/** Whether a 400 naming `field` is about `target` (the field itself, inside it, or the object holding it). */
export function namesTarget(field: unknown, target: string): boolean {
  if (typeof field !== 'string') return false;
  return field === target || field.startsWith(`${target}.`) || target.startsWith(`${field}.`);
}
