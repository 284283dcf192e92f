/**
 * The gRPC contract catalogue: where the .proto files are, how they are loaded, and the TypeScript
 * types generated from them (`npm run proto:gen`), keyed by service name so helpers can be typed.
 */
import type { MethodDefinition, Options } from '@grpc/proto-loader';
import { join } from 'node:path';
import type { AuthDefinition } from './gen/storybook/auth/Auth';
import type { BillingDefinition } from './gen/storybook/billing/Billing';
import type { ImagesDefinition } from './gen/storybook/images/Images';
import type { ProfilesDefinition } from './gen/storybook/profiles/Profiles';
import type { StoryDefinition } from './gen/storybook/story/Story';

/** `proto/` itself, from both `proto/src` (tests) and `proto/dist` (built). */
export const PROTO_DIR = join(__dirname, '..');

/** Must match the flags of scripts/proto-gen.mjs. */
export const LOADER_OPTIONS: Options = {
  keepCase: true,
  longs: Number,
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_DIR],
};

export interface ServiceDefinitions {
  auth: AuthDefinition;
  profiles: ProfilesDefinition;
  story: StoryDefinition;
  images: ImagesDefinition;
  billing: BillingDefinition;
}
export type ServiceName = keyof ServiceDefinitions;

/** Fully qualified gRPC service names, also the names the health service reports. */
export const SERVICE_PATHS: Record<ServiceName, string> = {
  auth: 'storybook.auth.Auth',
  profiles: 'storybook.profiles.Profiles',
  story: 'storybook.story.Story',
  images: 'storybook.images.Images',
  billing: 'storybook.billing.Billing',
};
export const SERVICE_NAMES = Object.keys(SERVICE_PATHS) as ServiceName[];

export const PROTO_FILES = SERVICE_NAMES.map((name) => `storybook/${name}.proto`);

type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};
export type MethodName<S extends ServiceName> = Extract<KnownKeys<ServiceDefinitions[S]>, string>;

type Method<S extends ServiceName, M extends MethodName<S>> = ServiceDefinitions[S][M];
/** What a caller may send (fields optional). */
export type RequestOf<S extends ServiceName, M extends MethodName<S>> =
  Method<S, M> extends MethodDefinition<infer Req, object, object, object> ? Req : never;
/** What a handler receives (defaults filled in). */
export type ReceivedRequestOf<S extends ServiceName, M extends MethodName<S>> =
  Method<S, M> extends MethodDefinition<object, object, infer Req, object> ? Req : never;
/** What a handler answers. */
export type ReplyOf<S extends ServiceName, M extends MethodName<S>> =
  Method<S, M> extends MethodDefinition<object, infer Res, object, object> ? Res : never;
/** What a caller receives (defaults filled in). */
export type ReceivedReplyOf<S extends ServiceName, M extends MethodName<S>> =
  Method<S, M> extends MethodDefinition<object, object, object, infer Res> ? Res : never;

export type * from './messages';
export { PAGE_STATUS_WORDS, pageStatusOnWire, pageStatusWord, type PageStatusWord } from './page-status';
