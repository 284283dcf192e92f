/**
 * Request and answer types by path and method, read from the generated contract (openapi.gen.ts), so a
 * call to a path the gateway does not have, or with a body or query its route refuses, fails tsc.
 */
import type { paths } from './openapi.gen';

export type Method = 'get' | 'post';

type Operation<M extends Method, P extends keyof paths> = Extract<paths[P][M], { responses: unknown }>;

/** The paths that answer `M`. */
export type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

/**
 * The document leaves out a route's optional `userId`/`user_id` (the gateway takes the user from the
 * session, and one that is sent must be the session's own), yet the app sends it as spec §7 lists.
 */
type OwnUser = { userId?: string; user_id?: string };

/** openapi-typescript types an object of no declared fields as `Record<string, never>`: nothing to add. */
type Fields<T> = string extends keyof T ? ([T[string]] extends [never] ? unknown : T) : T;

/** The JSON of a 200 answer. */
export type Answer<M extends Method, P extends PathOf<M>> = Operation<M, P>['responses'] extends {
  200: { content: { 'application/json': infer T } };
}
  ? T
  : never;

/** A POST's JSON body. */
export type Body<P extends PathOf<'post'>> =
  Operation<'post', P> extends { requestBody: { content: { 'application/json': infer T } } }
    ? Fields<T> & OwnUser
    : never;

/** A GET's query parameters. */
export type Query<P extends PathOf<'get'>> =
  Operation<'get', P> extends { parameters: { query?: infer Q } }
    ? ([Q] extends [undefined] ? unknown : Q) & OwnUser
    : never;
