/** The shape of one entry of the route table, typed against the generated gRPC contracts. */
import type { MethodName, ReceivedReplyOf, RequestOf, ServiceName } from '@storybook-app/proto';
import type { z } from 'zod';

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
  toRequest: (input: I, caller: SignedInCaller) => RequestOf<S, M>;
  toResponse: (reply: ReceivedReplyOf<S, M>) => unknown;
  /** JSON body limit; the default suits everything but pictures. */
  bodyLimit?: string;
  /** `open`: the reply carries a new session token for the cookie; `close`: the cookie is cleared. */
  session?: 'open' | 'close';
  /** The body reaches the service as raw bytes (signed webhooks). */
  rawBody?: boolean;
  /** How long the service may take (default 10 s): calls that wait for a model or an illustrator. */
  deadlineMs?: number;
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
  toRequest: (input: unknown, caller: SignedInCaller) => unknown;
  toResponse: (reply: unknown) => unknown;
  bodyLimit?: string;
  session?: 'open' | 'close';
  rawBody?: boolean;
  deadlineMs?: number;
}

export const route = <S extends ServiceName, M extends MethodName<S>, I>(
  definition: RouteDefinition<S, M, I>,
): Route => definition as unknown as Route;
