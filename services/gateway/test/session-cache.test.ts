/** The gateway's short memory of confirmed sessions: bounded in time, in size, and by the session's end. */
import { SessionCache } from '../src/http/session-cache';

const parent = { userId: 'user-1', isAdmin: false };

describe('SessionCache', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('remembers a session for its time, then asks again', () => {
    const cache = new SessionCache(5000, 100, clock);
    cache.remember('t1', parent, 0);
    now += 4999;
    expect(cache.get('t1')).toEqual(parent);
    now += 1;
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never outlives the session it remembers', () => {
    const cache = new SessionCache(5000, 100, clock);
    cache.remember('t1', parent, now + 1000);
    now += 1000;
    expect(cache.get('t1')).toBeUndefined();
  });

  it("forgets every session of one user at once (sign out everywhere), and nobody else's", () => {
    const cache = new SessionCache(5000, 100, clock);
    cache.remember('t1', parent, 0);
    cache.remember('t2', parent, 0);
    cache.remember('t3', { userId: 'user-2', isAdmin: false }, 0);
    cache.forgetUser('user-1');
    expect([cache.get('t1'), cache.get('t2')]).toEqual([undefined, undefined]);
    expect(cache.get('t3')).toEqual({ userId: 'user-2', isAdmin: false });
  });

  it('forgets a token at once (logout, account deletion), and nothing for no token', () => {
    const cache = new SessionCache(5000, 100, clock);
    cache.remember('t1', parent, 0);
    cache.forget(null);
    expect(cache.get('t1')).toEqual(parent);
    cache.forget('t1');
    expect(cache.get('t1')).toBeUndefined();
  });

  it('keeps at most its size, letting the oldest go', () => {
    const cache = new SessionCache(5000, 2, clock);
    cache.remember('t1', parent, 0);
    cache.remember('t2', { userId: 'user-2', isAdmin: true }, 0);
    cache.remember('t3', parent, 0);
    expect(cache.size).toBe(2);
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t2')).toEqual({ userId: 'user-2', isAdmin: true });
  });

  it('remembers nothing when turned off', () => {
    const cache = new SessionCache(0, 100, clock);
    cache.remember('t1', parent, 0);
    expect(cache.get('t1')).toBeUndefined();
  });
});
