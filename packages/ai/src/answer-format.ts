/**
 * The JSON schema a provider is given for an answer, made from the request's zod schema with zod's own
 * converter, and whether it can be sent in OpenAI's strict mode.
 *
 * Providers want an object at the root (OpenAI's response_format, Anthropic's tool input); a schema with
 * another root (an array, a string) is wrapped in `{answer: ...}` on the way out and unwrapped on the way
 * back, so the port takes any schema.
 */
import { z } from 'zod';

export type JsonSchema = { [keyword: string]: unknown };

export interface AnswerFormat {
  /** The JSON schema of the object the provider must produce. */
  schema: JsonSchema;
  /** Whether `schema` meets OpenAI's strict Structured Outputs rules. */
  strict: boolean;
  /** Why it does not, for debug logs (empty when strict). */
  notStrictBecause: string[];
  /** The caller's value from the provider's object (undoes the wrapping of non-object roots). */
  unwrap(answer: unknown): unknown;
}

const WRAPPER_KEY = 'answer';

/**
 * Keywords strict mode refuses. The list follows OpenAI's Structured Outputs guide; a schema using one is
 * still sent, with `strict: false`, and the answer is validated by zod either way.
 */
const NOT_STRICT_KEYWORDS = new Set([
  'allOf',
  'not',
  'if',
  'then',
  'else',
  'dependentRequired',
  'dependentSchemas',
  'patternProperties',
  'propertyNames',
  'unevaluatedProperties',
  'unevaluatedItems',
  'minProperties',
  'maxProperties',
  'contains',
  'prefixItems',
  'uniqueItems',
]);

/** Keywords whose value is one schema, a list of schemas, or a map of schemas: the places to look inside. */
const ONE_SCHEMA = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const SCHEMA_MAPS = ['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas'];

const isRecord = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function strictProblems(schema: unknown, path: string, problems: string[]): void {
  if (!isRecord(schema)) return;
  for (const keyword of Object.keys(schema)) {
    if (NOT_STRICT_KEYWORDS.has(keyword)) problems.push(`${path}: uses ${keyword}`);
  }
  // An empty schema (zod's output for what JSON cannot express, like a transform) accepts anything, which
  // strict mode cannot decode.
  if (!('type' in schema || 'anyOf' in schema || '$ref' in schema || 'enum' in schema || 'const' in schema)) {
    problems.push(`${path}: has no type`);
  }
  const isObject = schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'));
  if (isObject) {
    const properties = isRecord(schema.properties) ? Object.keys(schema.properties) : [];
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    if (schema.additionalProperties !== false) problems.push(`${path}: allows additional properties`);
    const optional = properties.filter((name) => !required.has(name));
    if (optional.length > 0) problems.push(`${path}: optional properties ${optional.join(', ')}`);
  }
  for (const keyword of ONE_SCHEMA) {
    if (isRecord(schema[keyword])) strictProblems(schema[keyword], `${path}/${keyword}`, problems);
  }
  for (const keyword of SCHEMA_LISTS) {
    const list = schema[keyword];
    if (Array.isArray(list))
      list.forEach((item, i) => strictProblems(item, `${path}/${keyword}/${i}`, problems));
  }
  for (const keyword of SCHEMA_MAPS) {
    const map = schema[keyword];
    if (isRecord(map)) {
      for (const [name, item] of Object.entries(map))
        strictProblems(item, `${path}/${keyword}/${name}`, problems);
    }
  }
}

/** The JSON schema of a zod schema, without the `$schema` marker providers do not want. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // `unrepresentable: 'any'` turns what JSON cannot express (dates, transforms) into `{}` instead of
  // throwing; such a schema is then simply not strict.
  const { $schema: _marker, ...rest } = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

export function answerFormat(schema: z.ZodType): AnswerFormat {
  const converted = jsonSchemaOf(schema);
  const wrapped = converted.type !== 'object';
  // Definitions stay at the root when wrapping, where the `#/$defs/...` references point.
  const { $defs, ...inner } = converted;
  const root: JsonSchema = wrapped
    ? {
        type: 'object',
        properties: { [WRAPPER_KEY]: inner },
        required: [WRAPPER_KEY],
        additionalProperties: false,
        ...($defs === undefined ? {} : { $defs }),
      }
    : converted;
  const problems: string[] = [];
  strictProblems(root, '#', problems);
  return {
    schema: root,
    strict: problems.length === 0,
    notStrictBecause: problems,
    unwrap: (answer) => (wrapped && isRecord(answer) ? answer[WRAPPER_KEY] : answer),
  };
}
