/**
 * Holds real gateway answers to the OpenAPI document the gateway serves: the status must be one the
 * operation lists, the body must match that status's schema, and a 429 must say Retry-After. Tests collect
 * the answers they receive and expect `contractProblems` to be empty.
 */
import Ajv2020 from 'ajv/dist/2020';

export interface ReceivedAnswer {
  method: string;
  /** The path without its query. */
  path: string;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed JSON body (supertest's `res.body`), or the text for event streams. */
  body: unknown;
}

type Json = Record<string, unknown>;

export class ContractChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });

  constructor(private readonly document: Json) {
    this.ajv.addSchema(document, 'openapi');
  }

  /** What is wrong with one answer, as readable lines; none when it keeps the contract. */
  problems(answer: ReceivedAnswer): string[] {
    const label = `${answer.method.toUpperCase()} ${answer.path} → ${answer.status}`;
    const paths = this.document.paths as Record<string, Record<string, Json>>;
    const operations = paths[answer.path];
    if (!operations) return [];
    const method = answer.method.toLowerCase() === 'head' ? 'get' : answer.method.toLowerCase();
    const operation = operations[method];
    if (!operation) {
      const allow = answer.headers.allow;
      return answer.status === 405 && typeof allow === 'string' && allow.length > 0
        ? []
        : [`${label}: an undeclared method must be answered 405 with Allow`];
    }
    const responses = operation.responses as Record<string, Json>;
    const response = responses[String(answer.status)];
    if (!response)
      return [`${label}: the document lists no such status (${Object.keys(responses).join(', ')})`];
    if (answer.status === 429 && !answer.headers['retry-after']) return [`${label}: no Retry-After`];
    const content = response.content as Record<string, Json> | undefined;
    if (!content?.['application/json'] || method === 'head') return [];
    const pointer = `openapi#/paths/${escape(answer.path)}/${method}/responses/${answer.status}/content/application~1json/schema`;
    const validate = this.ajv.getSchema(pointer) ?? this.ajv.compile({ $ref: pointer });
    if (validate(answer.body)) return [];
    return [
      `${label}: ${this.ajv.errorsText(validate.errors)} in ${JSON.stringify(answer.body).slice(0, 300)}`,
    ];
  }
}

/** A JSON pointer segment. */
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every problem of every answer. */
export function contractProblems(checker: ContractChecker, answers: ReceivedAnswer[]): string[] {
  return answers.flatMap((answer) => checker.problems(answer));
}
