/**
 * One error model for every service: domain code throws `AppError` with a code; the gRPC layer turns
 * the code into a status, and the gateway turns the status into an HTTP status and `{error}` body.
 * Anything that is not an AppError is an internal error: logged in full, answered with a generic text.
 */
import { status as GrpcStatus } from '@grpc/grpc-js';

export type ErrorCode =
  | 'invalid_argument'
  | 'unauthenticated'
  | 'permission_denied'
  | 'not_found'
  | 'already_exists'
  | 'failed_precondition'
  | 'resource_exhausted'
  | 'unimplemented'
  | 'unavailable'
  | 'deadline_exceeded'
  | 'internal';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please try again.';

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/**
 * A server an adapter depends on (MongoDB, S3) did not answer. Its message names the server for the logs;
 * callers get 503 with a generic text, so internal addresses never reach a browser.
 */
export class DependencyUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DependencyUnavailableError';
  }
}

const GRPC_BY_CODE: Record<ErrorCode, GrpcStatus> = {
  invalid_argument: GrpcStatus.INVALID_ARGUMENT,
  unauthenticated: GrpcStatus.UNAUTHENTICATED,
  permission_denied: GrpcStatus.PERMISSION_DENIED,
  not_found: GrpcStatus.NOT_FOUND,
  already_exists: GrpcStatus.ALREADY_EXISTS,
  failed_precondition: GrpcStatus.FAILED_PRECONDITION,
  resource_exhausted: GrpcStatus.RESOURCE_EXHAUSTED,
  unimplemented: GrpcStatus.UNIMPLEMENTED,
  unavailable: GrpcStatus.UNAVAILABLE,
  deadline_exceeded: GrpcStatus.DEADLINE_EXCEEDED,
  internal: GrpcStatus.INTERNAL,
};

const HTTP_BY_CODE: Record<ErrorCode, number> = {
  invalid_argument: 400,
  unauthenticated: 401,
  permission_denied: 403,
  not_found: 404,
  already_exists: 409,
  failed_precondition: 409,
  resource_exhausted: 429,
  unimplemented: 501,
  unavailable: 503,
  deadline_exceeded: 504,
  internal: 500,
};

export const grpcStatusOf = (code: ErrorCode): GrpcStatus => GRPC_BY_CODE[code];
export const httpStatusOf = (code: ErrorCode): number => HTTP_BY_CODE[code];

export function codeOfGrpcStatus(grpcStatus: number): ErrorCode {
  const found = (Object.keys(GRPC_BY_CODE) as ErrorCode[]).find((code) => GRPC_BY_CODE[code] === grpcStatus);
  // CANCELLED, UNKNOWN, DATA_LOSS, ABORTED, OUT_OF_RANGE have no domain meaning here.
  return found ?? 'internal';
}

/** An error's code, message safe to show a user, and whether it is the caller's fault. */
export function describeError(error: unknown): { code: ErrorCode; message: string } {
  if (error instanceof AppError) {
    return { code: error.code, message: error.code === 'internal' ? INTERNAL_ERROR_MESSAGE : error.message };
  }
  if (error instanceof DependencyUnavailableError)
    return { code: 'unavailable', message: UNAVAILABLE_MESSAGE };
  return { code: 'internal', message: INTERNAL_ERROR_MESSAGE };
}
