/**
 * Which errors of the MongoDB driver mean "the store is not there now" (a read is tried again, a call fails
 * with the clear 503 text) rather than a fault of ours (a 500): the driver's own network errors, and the raw
 * socket errors it lets through when the server goes away mid-command (seen with FerretDB stopped during a
 * read: a write on a socket the server had closed).
 */
import { mongo } from 'mongoose';
import { isStoreUnavailable } from '../src/adapters/mongo-document-store';

const socketError = (code: string, message: string): Error => Object.assign(new Error(message), { code });

describe('the Mongo store: errors that mean it is away', () => {
  it("takes the driver's network errors and a socket the server closed for the store being away", () => {
    expect(isStoreUnavailable(new mongo.MongoNetworkError('connection 3 to 127.0.0.1:27017 closed'))).toBe(
      true,
    );
    expect(isStoreUnavailable(socketError('EPIPE', 'This socket has been ended by the other party'))).toBe(
      true,
    );
    expect(isStoreUnavailable(socketError('ECONNRESET', 'read ECONNRESET'))).toBe(true);
    expect(isStoreUnavailable(socketError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:27017'))).toBe(
      true,
    );
  });

  it('leaves the server refusing a command, and our own faults, as they are', () => {
    expect(
      isStoreUnavailable(new mongo.MongoServerError({ message: 'E11000 duplicate key', code: 11000 })),
    ).toBe(false);
    expect(isStoreUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
      false,
    );
    expect(isStoreUnavailable(socketError('ENOENT', 'no such file'))).toBe(false);
    expect(isStoreUnavailable(undefined)).toBe(false);
  });
});
