/**
 * Inputs for the fuzz test (issue 11, Security): fast-check arbitraries for what a route's zod schema accepts,
 * read from the schema's JSON Schema (its input side), with hostile text in every free text field; and broken
 * variants of them: wrong types, huge strings, unicode, negative and huge numbers, missing and extra fields.
 */
import type { BodySpec } from '@segno/domain/contract';
import { pngHeader } from '@segno/domain/image-headers';
import { z } from '@segno/domain/zod';
import fc from 'fast-check';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** Text a browser would never need in a field: markup, attribute breakers and angle brackets alone. */
export const hostileTexts = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<b>bold</b>',
  'a < b > c',
  '>',
  '<',
  "'; DROP TABLE users; --",
] as const;

/** Strings of many kinds, within the schema's length bounds where it has them. */
function textArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? 200;
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  const fitted = (text: string) => text.padEnd(minLength, 'x').slice(0, Math.max(minLength, maxLength));
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...hostileTexts).map(fitted) },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40) }) },
    {
      weight: 1,
      arbitrary: fc
        .string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, minLength + 20) })
        .map(fitted),
    },
  );
}

function numberArbitrary(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1e6) + (isInteger ? 1 : 0.001);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1e6) - (isInteger ? 1 : 0.001);
  return isInteger
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) })
    : fc.double({ min, max: Math.max(min, max), noNaN: true });
}

function objectArbitrary(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, arbitraryOf(property)]),
  );
  // Optional fields are left out at random.
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(fields, { requiredKeys });
}

function arbitraryOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map(arbitraryOf));
  if (schema.allOf && schema.allOf.length > 0) return arbitraryOf(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return textArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map(arbitraryOf));
      return fc.array(arbitraryOf(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object':
      return objectArbitrary(schema);
    default:
      // A part JSON Schema cannot say (a custom check, a date): any small JSON value.
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Inputs shaped as the schema accepts them, before its refinements; free text holds hostile payloads. */
export function inputsOf(schema: z.ZodMiniType): fc.Arbitrary<unknown> {
  return arbitraryOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/** A small PNG: what an image field of a multipart body takes. */
function imageFile(): File {
  const bytes = new Uint8Array(256);
  bytes.set(pngHeader(40, 30));
  return new File([bytes], 'fuzz.png', { type: 'image/png' });
}

function isFileSchema(schema: z.ZodMiniType): boolean {
  return (schema as { _zod: { def: { type: string } } })._zod.def.type === 'file';
}

/** A body of the call's encoding: a multipart body's file fields hold a real image, its other fields as usual. */
export function bodyInputsOf(body: BodySpec): fc.Arbitrary<unknown> {
  const shape = (body.schema as { _zod: { def: { shape?: Record<string, z.ZodMiniType> } } })._zod.def.shape;
  if (body.encoding !== 'multipart' || !shape) return inputsOf(body.schema);
  const fileFields = Object.keys(shape).filter((name) => isFileSchema(shape[name] as z.ZodMiniType));
  return inputsOf(body.schema).map((value) => ({
    ...(isObject(value) ? value : {}),
    ...Object.fromEntries(fileFields.map((name) => [name, imageFile()])),
  }));
}

/** A value of a wrong or extreme kind for any field. */
export const brokenValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -2_147_483_649, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, 0.5, ''),
  fc.constantFrom(...hostileTexts),
  fc.constant('x'.repeat(100_000)),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('\u0000', '\u202e', '😀'.repeat(500), 'NaN', '-1', '1e400', '[]', '{}'),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** One object broken in one way: a field dropped, a field of a wrong kind, or a field it does not know. */
function brokenObject(value: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(value);
  const variants: fc.Arbitrary<unknown>[] = [
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), brokenValue).map(([key, extra]) => ({
      ...value,
      [key]: extra,
    })),
  ];
  if (keys.length > 0) {
    const pickKey = fc.constantFrom(...keys);
    variants.push(
      pickKey.map((key) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))),
      fc.tuple(pickKey, brokenValue).map(([key, wrong]) => ({ ...value, [key]: wrong })),
    );
  }
  return fc.oneof(...variants);
}

/** Inputs near what the schema accepts, each broken once, and now and then no object at all. */
export function brokenInputsOf(schema: z.ZodMiniType | undefined): fc.Arbitrary<unknown> {
  const wholeBroken = fc.oneof(brokenValue, fc.jsonValue({ maxDepth: 3 }));
  if (!schema) return wholeBroken;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: inputsOf(schema).chain((value) => (isObject(value) ? brokenObject(value) : wholeBroken)),
    },
    { weight: 1, arbitrary: wholeBroken },
  );
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
