/** The session token is read from the Cookie header alone, among whatever other cookies a browser sends. */
import type { Request } from 'express';
import { sessionTokenOf } from '../src/http/session';

const cookie = { name: 'storybook_session', secure: false };
const withCookie = (header?: string) =>
  ({ headers: header === undefined ? {} : { cookie: header } }) as Request;

describe('sessionTokenOf', () => {
  it("finds the session among other sites' and the app's other cookies", () => {
    expect(sessionTokenOf(withCookie('theme=dark; storybook_session=abc123; _ga=GA1.2'), cookie)).toBe(
      'abc123',
    );
    expect(sessionTokenOf(withCookie('storybook_session=abc123'), cookie)).toBe('abc123');
  });

  it('decodes a percent-encoded value, as the browser stored it', () => {
    expect(sessionTokenOf(withCookie('storybook_session=a%2Bb%3D'), cookie)).toBe('a+b=');
  });

  it('is no token without the cookie, with an empty one, or with no header', () => {
    expect(sessionTokenOf(withCookie('other=1'), cookie)).toBeNull();
    expect(sessionTokenOf(withCookie('storybook_session='), cookie)).toBeNull();
    expect(sessionTokenOf(withCookie(''), cookie)).toBeNull();
    expect(sessionTokenOf(withCookie(), cookie)).toBeNull();
  });

  it('does not take a cookie whose name only contains the session name', () => {
    expect(sessionTokenOf(withCookie('old_storybook_session=zzz'), cookie)).toBeNull();
  });
});
