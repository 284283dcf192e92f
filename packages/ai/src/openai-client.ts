/**
 * The `openai` SDK client as every adapter here builds it: from its options only. The SDK would otherwise
 * fill gaps from the process environment (OPENAI_BASE_URL, OPENAI_ORG_ID, OPENAI_ADMIN_KEY...), and a local
 * model server could then receive OpenAI credentials.
 */
import { OpenAI } from 'openai';

export const OPENAI_API_URL = 'https://api.openai.com/v1';

export interface OpenAIClientOptions {
  /** Unset for a local server that takes no key: no Authorization header is sent. */
  apiKey?: string;
  baseURL?: string;
  timeoutMs: number;
  maxRetries: number;
}

// The SDK refuses to start without a key; this placeholder is never sent (the header is removed below).
const NO_KEY = 'no-key';

export function createOpenAIClient(options: OpenAIClientOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey ?? NO_KEY,
    baseURL: options.baseURL ?? OPENAI_API_URL,
    organization: null,
    project: null,
    adminAPIKey: null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    ...(options.apiKey === undefined ? { defaultHeaders: { Authorization: null } } : {}),
    // At debug level the SDK logs request bodies, which hold children's data; ours logs only metadata.
    logLevel: 'warn',
  });
}
