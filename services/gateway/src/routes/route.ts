/** The shape of one entry of the route table, typed against the generated gRPC contracts. */
import type { MethodName, ReceivedReplyOf, RequestOf, ServiceName } from '@storybook-app/proto';
import type { z } from 'zod';
import type { RateLimitGroup } from '../http/rate-limits';

/** Who may call a route. `user` and `admin` need a session; `admin` also the admin role. */
export type Access = 'public' | 'user' | 'admin';

export interface Caller {
  /** From the session cookie only; null for visitors. */
  userId: string | null;
  isAdmin: boolean;
  sessionToken: string | null;
}
/** A caller on a route that requires a session. */
export type SignedInCaller = Caller & { userId: string };

export interface RouteDefinition<S extends ServiceName, M extends MethodName<S>, I> {
  method: 'get' | 'post';
  path: string;
  summary: string;
  access: Access;
  service: S;
  rpc: M;
  /** Validates the JSON body (POST) or the query (GET). */
  input: z.ZodType<I>;
  /** `cursor`: on an `events` route, what the last answer's `cursorOf` gave ('' at first). */
  toRequest: (input: I, caller: SignedInCaller, cursor: string) => RequestOf<S, M>;
  toResponse: (reply: ReceivedReplyOf<S, M>) => unknown;
  /** Answers with server-sent events from a long-polling RPC instead of one JSON answer. */
  events?: EventStream<ReceivedReplyOf<S, M>>;
  /** JSON body limit; the default suits everything but pictures. */
  bodyLimit?: string;
  /** `open`: the reply carries a new session token for the cookie; `close`: the cookie is cleared. */
  session?: 'open' | 'close';
  /** The body reaches the service as raw bytes (signed webhooks). */
  rawBody?: boolean;
  /** How long the service may take (default 10 s): calls that wait for a model or an illustrator. */
  deadlineMs?: number;
  /**
   * Public GET routes whose answer is the same for every caller: the gateway keeps each answer this long
   * and answers repeats from memory (`http/shared-answers.ts`). Ignored on any other route.
   */
  sharedCacheMs?: number;
  /**
   * Signed-in routes whose answer, once `keepWhen` accepts the reply, no longer changes for that user: the
   * gateway keeps it `ttlMs` for the user and answers repeats from memory (`http/own-answers.ts`).
   */
  ownCache?: { ttlMs: number; keepWhen: (reply: ReceivedReplyOf<S, M>) => boolean };
  /** The call changes or removes what `ownCache` routes kept for the caller: all of it is forgotten. */
  forgetsOwnAnswers?: boolean;
  /** The budget the call counts against, per IP address and per signed-in user (`http/rate-limits.ts`). */
  rateLimit?: RateLimitGroup;
  /** Input fields holding a URL that must be the app's own (origin of the public URL or of the request). */
  ownOriginUrls?: string[];
}

/**
 * How the gateway streams a long-polling RPC: it calls the RPC again and again with the cursor of the last
 * answer, sends each answer that moved on as one event named `name`, and ends after the answer `isLast`
 * accepts. Each call is short, so a restart of the service costs a retry, not the stream.
 */
export interface EventStream<R> {
  name: string;
  cursorOf: (reply: R) => string;
  isLast: (reply: R) => boolean;
}

/** A table entry with its types erased, for the router. */
export interface Route {
  method: 'get' | 'post';
  path: string;
  summary: string;
  access: Access;
  service: ServiceName;
  rpc: string;
  input: z.ZodType;
  toRequest: (input: unknown, caller: SignedInCaller, cursor: string) => unknown;
  toResponse: (reply: unknown) => unknown;
  events?: EventStream<unknown>;
  bodyLimit?: string;
  session?: 'open' | 'close';
  rawBody?: boolean;
  deadlineMs?: number;
  sharedCacheMs?: number;
  ownCache?: { ttlMs: number; keepWhen: (reply: unknown) => boolean };
  forgetsOwnAnswers?: boolean;
  rateLimit?: RateLimitGroup;
  ownOriginUrls?: string[];
}

export const route = <S extends ServiceName, M extends MethodName<S>, I>(
  definition: RouteDefinition<S, M, I>,
): Route => definition as unknown as Route;
