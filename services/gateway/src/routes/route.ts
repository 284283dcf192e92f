/** The shape of one entry of the route table, typed against the generated gRPC contracts. */
import type { ServiceClient } from '@storybook-app/kit';
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
  /** The request's User-Agent header (only a coarse label of it is kept with a new session). */
  userAgent?: string;
}
/** A caller on a route that requires a session. */
export type SignedInCaller = Caller & { userId: string };

/** What the gateway may ask to learn which child profile a generation call is for. */
export interface ProfileLookups {
  story: Pick<ServiceClient<'story'>, 'GetBookProfile'>;
  profiles: Pick<ServiceClient<'profiles'>, 'ListProfiles'>;
}

/** Statuses a service may refuse a route's call with (the gateway's own refusals are derived). */
export type ServiceRefusal = 400 | 401 | 403 | 404 | 409;

export interface RouteDefinition<S extends ServiceName, M extends MethodName<S>, I, O> {
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
  toResponse: (reply: ReceivedReplyOf<S, M>) => O;
  /** What `toResponse` gives (each event's data on an `events` route): the 200 answer the document shows. */
  output: z.ZodType<O>;
  /** What the service may refuse the call with, besides what the gateway itself refuses (openapi.ts). */
  refusals?: ServiceRefusal[];
  /** Answers with server-sent events from a long-polling RPC instead of one JSON answer. */
  events?: EventStream<ReceivedReplyOf<S, M>>;
  /** JSON body limit; the default suits everything but pictures. */
  bodyLimit?: string;
  /**
   * `open`: the reply carries a new session token for the cookie; `close`: the cookie is cleared;
   * `close-all`: that too, and every session of the user this gateway remembers is forgotten.
   */
  session?: 'open' | 'close' | 'close-all';
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
  /**
   * A public route that names the signed-in caller, when there is one, to the service (`caller.userId`,
   * null for a visitor): an owner reads their own book by its link even when it is not shared.
   */
  knowsCaller?: boolean;
  /** The answer's Cache-Control, when the reply calls for one (an answer only its owner may see). */
  cacheControl?: (reply: ReceivedReplyOf<S, M>) => string | undefined;
  /**
   * Generation routes (spec §6: the PIN picks a profile for generation): the child profile the call acts
   * for. The session must hold a live generation grant for it, given by entering the PIN for that profile,
   * or the call is refused with 403 `pin_required` before the service is asked. '' means there is no
   * profile to act for: the service refuses the call itself.
   */
  generatesFor?: (input: I, caller: SignedInCaller, lookups: ProfileLookups) => Promise<string>;
  /** A profile the body names for the session to be granted: it must be the caller's own. */
  grantsFor?: (input: I) => string | undefined;
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
  output: z.ZodType;
  refusals?: ServiceRefusal[];
  events?: EventStream<unknown>;
  bodyLimit?: string;
  session?: 'open' | 'close' | 'close-all';
  rawBody?: boolean;
  deadlineMs?: number;
  sharedCacheMs?: number;
  ownCache?: { ttlMs: number; keepWhen: (reply: unknown) => boolean };
  forgetsOwnAnswers?: boolean;
  knowsCaller?: boolean;
  cacheControl?: (reply: unknown) => string | undefined;
  generatesFor?: (input: unknown, caller: SignedInCaller, lookups: ProfileLookups) => Promise<string>;
  grantsFor?: (input: unknown) => string | undefined;
  rateLimit?: RateLimitGroup;
  ownOriginUrls?: string[];
}

export const route = <S extends ServiceName, M extends MethodName<S>, I, O>(
  definition: RouteDefinition<S, M, I, O>,
): Route => definition as unknown as Route;
