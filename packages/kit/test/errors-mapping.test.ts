import { status as GrpcStatus } from '@grpc/grpc-js';
import {
  AppError,
  DependencyUnavailableError,
  INTERNAL_ERROR_MESSAGE,
  UNAVAILABLE_MESSAGE,
  codeOfGrpcStatus,
  describeError,
  grpcStatusOf,
  httpStatusOf,
  type ErrorCode,
} from '../src/errors';

/** The whole error model in one table: code -> gRPC status -> HTTP status. */
const TABLE: Array<[ErrorCode, GrpcStatus, number]> = [
  ['invalid_argument', GrpcStatus.INVALID_ARGUMENT, 400],
  ['unauthenticated', GrpcStatus.UNAUTHENTICATED, 401],
  ['permission_denied', GrpcStatus.PERMISSION_DENIED, 403],
  ['not_found', GrpcStatus.NOT_FOUND, 404],
  ['already_exists', GrpcStatus.ALREADY_EXISTS, 409],
  ['failed_precondition', GrpcStatus.FAILED_PRECONDITION, 409],
  ['resource_exhausted', GrpcStatus.RESOURCE_EXHAUSTED, 429],
  ['unimplemented', GrpcStatus.UNIMPLEMENTED, 501],
  ['unavailable', GrpcStatus.UNAVAILABLE, 503],
  ['deadline_exceeded', GrpcStatus.DEADLINE_EXCEEDED, 504],
  ['internal', GrpcStatus.INTERNAL, 500],
];

describe('error code mapping', () => {
  it.each(TABLE)('%s maps to gRPC status %i and HTTP %i', (code, grpc, http) => {
    expect(grpcStatusOf(code)).toBe(grpc);
    expect(httpStatusOf(code)).toBe(http);
  });

  it.each(TABLE)('%s survives the round trip through its gRPC status', (code, grpc) => {
    expect(codeOfGrpcStatus(grpc)).toBe(code);
    expect(codeOfGrpcStatus(grpcStatusOf(code))).toBe(code);
  });

  it('gives every code its own gRPC status', () => {
    const statuses = TABLE.map(([code]) => grpcStatusOf(code));
    expect(new Set(statuses).size).toBe(TABLE.length);
  });

  it.each([
    ['CANCELLED', GrpcStatus.CANCELLED],
    ['UNKNOWN', GrpcStatus.UNKNOWN],
    ['ABORTED', GrpcStatus.ABORTED],
    ['OUT_OF_RANGE', GrpcStatus.OUT_OF_RANGE],
    ['DATA_LOSS', GrpcStatus.DATA_LOSS],
    ['a status grpc-js does not know', 999],
  ])('reads %s as internal', (_name, grpc) => {
    expect(codeOfGrpcStatus(grpc)).toBe('internal');
  });

  it('reads OK as internal rather than as a success code', () => {
    // OK never arrives as an error; if it did, it must not pass as a domain code.
    expect(codeOfGrpcStatus(GrpcStatus.OK)).toBe('internal');
  });
});

describe('AppError', () => {
  it('carries its code and message and is an Error', () => {
    const error = new AppError('not_found', 'No such book.');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('No such book.');
  });
});

describe('describeError', () => {
  it.each(TABLE.filter(([code]) => code !== 'internal'))(
    'keeps the code and message of an AppError(%s)',
    (code) => {
      expect(describeError(new AppError(code, `a ${code} message`))).toEqual({
        code,
        message: `a ${code} message`,
      });
    },
  );

  it('answers unavailable for a server that did not answer, without naming the server', () => {
    const error = new DependencyUnavailableError('document store unavailable: MongoDB at 10.0.0.7:27017');
    expect(describeError(error)).toEqual({ code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    expect(httpStatusOf('unavailable')).toBe(503);
  });

  it('hides the message of an internal AppError', () => {
    expect(describeError(new AppError('internal', 'db password is hunter2'))).toEqual({
      code: 'internal',
      message: INTERNAL_ERROR_MESSAGE,
    });
  });

  it.each([
    ['a plain Error', new Error('SQLITE_CORRUPT at /var/data/auth.sqlite')],
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'token')")],
    ['a thrown string', 'secret text'],
    ['undefined', undefined],
    ['null', null],
    ['an object that looks like an AppError', { code: 'not_found', message: 'looks real' }],
  ])('hides the text of %s behind the generic message', (_what, thrown) => {
    const described = describeError(thrown);
    expect(described).toEqual({ code: 'internal', message: INTERNAL_ERROR_MESSAGE });
  });
});
