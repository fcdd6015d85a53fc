import type { z } from 'zod';

/**
 * Walks a route's zod schema (body, querystring or params) and builds a request that passes it,
 * with the places where a user's text or a list of ids goes: the refused-input test puts a NUL
 * byte, a lone surrogate or a repeated id there, one place at a time.
 */

export type InputPlace = {
  /** Keys from the schema's root; a record key is the place of the key itself (`kind: 'key'`). */
  path: (string | number)[];
  kind: 'text' | 'key' | 'id_list';
  /** The text must match a format (uuid, regex…): any code on its field proves the refusal. */
  formatted: boolean;
};

export type RequestSample = { value: unknown; places: InputPlace[] };

type Internals = { def: Record<string, unknown> & { type: string } };
const internals = (schema: z.ZodType): Internals => (schema as unknown as { _zod: Internals })._zod;

/** Texts tried, in order, until one passes a string schema (its format, pattern or length). */
const textCandidates = [
  'a',
  'en',
  '1',
  'sku',
  '/a',
  /** An application path (the help bar's links). */
  '/a/',
  'v1',
  '00:00',
  '2024-01-02',
  '00000000-0000-4000-8000-000000000001',
  'someone@example.com',
  'https://example.com/a',
  /** An e-mail domain (single sign-on). */
  'example.com',
  'attribute:1',
  /** A price attribute's column (`attribute.<code>`). */
  'attribute.a',
  'Velvet#Harbour42',
  /** A shared link's token (43 characters of base64url). */
  'x'.repeat(43),
  /** A public media key or signature (22 characters of base64url). */
  'x'.repeat(22),
];
const numberCandidates = [1, 0, 2, 10, 2000];

function firstPassing<T>(schema: z.ZodType, candidates: readonly T[]): T | undefined {
  return candidates.find((candidate) => schema.safeParse(candidate).success);
}

type CheckDef = { check?: string; format?: string };
const checksOf = (schema: z.ZodType) => ((internals(schema).def.checks ?? []) as { _zod: { def: CheckDef } }[]).map((check) => check._zod.def);

/** A string with a format (uuid, e-mail, date) or a pattern. */
function isFormatted(schema: z.ZodType): boolean {
  return internals(schema).def.format !== undefined || checksOf(schema).some((check) => check.check === 'string_format');
}

/** An element type that names ids: an integer or a uuid. */
function isIdType(schema: z.ZodType): boolean {
  const inner = unwrap(schema);
  const { def } = internals(inner);
  if (def.type === 'string') return def.format === 'uuid';
  return def.type === 'number' && checksOf(inner).some((check) => check.format === 'safeint' || check.format === 'int32');
}

function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = internals(current).def;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) current = def.innerType as z.ZodType;
    else return current;
  }
}

const prefixed = (prefix: (string | number)[], places: InputPlace[]) => places.map((place) => ({ ...place, path: [...prefix, ...place.path] }));

/**
 * Every way through the schema: the first sample takes the first branch of every union, each
 * further one differs from it in one union only (so every branch's places are visited once).
 */
export function requestSamples(schema: z.ZodType): RequestSample[] {
  const { def } = internals(schema);
  switch (def.type) {
    case 'string': {
      const value = firstPassing(schema, textCandidates) ?? 'a';
      return [{ value, places: [{ path: [], kind: 'text', formatted: isFormatted(schema) }] }];
    }
    case 'number':
    case 'bigint':
      return [{ value: firstPassing(schema, numberCandidates) ?? 1, places: [] }];
    case 'boolean':
      return [{ value: false, places: [] }];
    case 'null':
    case 'unknown':
    case 'any':
      return [{ value: null, places: [] }];
    case 'enum':
      return [{ value: Object.values(def.entries as Record<string, unknown>)[0], places: [] }];
    case 'literal':
      return [{ value: (def.values as unknown[])[0], places: [] }];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return requestSamples(def.innerType as z.ZodType);
    case 'lazy':
      return requestSamples((def.getter as () => z.ZodType)());
    case 'pipe': {
      // Text parsed into something else (`status=a,b` → a list of states): the text of a valid output.
      const samples = requestSamples(def.in as z.ZodType);
      const output = requestSamples(def.out as z.ZodType)[0]!.value;
      const text = Array.isArray(output) ? output.join(',') : String(output);
      if (typeof samples[0]?.value === 'string' && schema.safeParse(text).success) samples[0] = { ...samples[0], value: text };
      return samples;
    }
    case 'transform':
      return [{ value: null, places: [] }];
    case 'union':
      return (def.options as z.ZodType[]).flatMap(requestSamples);
    case 'array': {
      const element = def.element as z.ZodType;
      const idList: InputPlace[] = isIdType(element) ? [{ path: [], kind: 'id_list', formatted: false }] : [];
      return requestSamples(element).map((sample, index) => ({
        value: [sample.value],
        places: [...(index === 0 ? idList : []), ...prefixed([0], sample.places)],
      }));
    }
    case 'tuple': {
      const items = (def.items as z.ZodType[]).map((item) => requestSamples(item)[0]!);
      return [{ value: items.map((item) => item.value), places: items.flatMap((item, index) => prefixed([index], item.places)) }];
    }
    case 'record': {
      const keySchema = def.keyType as z.ZodType;
      const key = String(firstPassing(keySchema, textCandidates) ?? 'a');
      const keyPlaces: InputPlace[] = internals(unwrap(keySchema)).def.type === 'string' ? [{ path: [key], kind: 'key', formatted: isFormatted(unwrap(keySchema)) }] : [];
      return requestSamples(def.valueType as z.ZodType).map((sample, index) => ({
        value: { [key]: sample.value },
        places: [...(index === 0 ? keyPlaces : []), ...prefixed([key], sample.places)],
      }));
    }
    case 'object': {
      const fields = Object.entries(def.shape as Record<string, z.ZodType>).map(([name, field]) => ({ name, samples: requestSamples(field) }));
      // The first sample carries every field's places; a further one only its other branch's.
      const primary = (replaced?: { name: string; sample: RequestSample }): RequestSample => {
        const value: Record<string, unknown> = {};
        const places: InputPlace[] = [];
        for (const field of fields) {
          const sample = replaced?.name === field.name ? replaced.sample : field.samples[0]!;
          if (sample.value !== undefined) value[field.name] = sample.value;
          if (replaced === undefined || replaced.name === field.name) places.push(...prefixed([field.name], sample.places));
        }
        return { value, places };
      };
      const others = fields.flatMap((field) => field.samples.slice(1).map((sample) => primary({ name: field.name, sample })));
      return [primary(), ...others];
    }
    default:
      throw new Error(`request-samples: no sample for a zod "${def.type}"`);
  }
}
