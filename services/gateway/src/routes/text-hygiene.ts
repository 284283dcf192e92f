/**
 * Characters that show nothing and change how text around them reads: control characters (C0 and C1, NUL
 * among them) and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), with
 * which "Tom\u202Efdp.exe" displays as "Tomexe.pdf".
 *
 * - A **name** (a parent's sign-in name, a child's, a friend's or a pet's) is shown on its own in headings,
 *   book titles and shared pages: one carrying such a character is refused with a 400 that says so, and the
 *   parent types it again. No whitespace control either: a name is one line.
 * - **Free text** (descriptions, ideas, chat turns, lists of likes) is usually pasted: those characters are
 *   removed, since they carry nothing a reader could see, while tabs and line breaks stay.
 * - A **page URL** is an http(s) URL, or a path of the app (`/books`); that an absolute one is of the app's
 *   own origin the gateway checks against the request (app.ts), since only the request knows that origin.
 */
import { z } from 'zod';

/** C0 controls, DEL and C1 controls, and the bidi embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;
/** The same without tab, line feed and carriage return, which free text may keep. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/gu;

export const NAME_CHARACTERS_MESSAGE = 'must not contain control or text-direction characters';
export const PAGE_URL_MESSAGE = 'must be an http(s) address of this app';

/*
 * The same rules as JSON Schema patterns for the OpenAPI document (zod's refinements and transforms have no
 * JSON Schema form). \s differs between JavaScript and other regex engines, so whitespace is spelled out:
 * what String.prototype.trim removes.
 */
export const WHITESPACE = '\\t-\\r \\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF';
const UNSAFE_CLASS = '\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069';
/** An id: anything with a character that is not whitespace. */
export const NOT_BLANK_ID = `[^${WHITESPACE}]`;
/** Text that is not blank once the unsafe characters are gone and it is trimmed. */
export const NOT_BLANK_TEXT = `[^${WHITESPACE}${UNSAFE_CLASS}]`;
/** A name: no unsafe character anywhere. */
export const SAFE_NAME = `^[^${UNSAFE_CLASS}]*$`;
/** A safe name with something in it once trimmed. */
export const SAFE_NAME_NOT_BLANK = `^[^${UNSAFE_CLASS}]*${NOT_BLANK_TEXT}[^${UNSAFE_CLASS}]*$`;
/** A path of this app: one slash, then neither a slash nor a backslash (see isAppPath), no unsafe character. */
const APP_PATH = `^/(?![/\\\\])[^${UNSAFE_CLASS}]*$`;

export const hasUnsafeCharacters = (value: string): boolean => UNSAFE.test(value);
export const isSafeName = (value: string): boolean => !hasUnsafeCharacters(value);

/** Free text with the invisible controls and direction overrides removed. */
export const withoutUnsafeCharacters = (value: string): string => value.replace(UNSAFE_IN_TEXT, '');

/** A name of at most `max` characters: refused if it carries any control or bidi character. */
export const nameText = (max: number) =>
  z.string().max(max).refine(isSafeName, NAME_CHARACTERS_MESSAGE).meta({ pattern: SAFE_NAME });

/** A name that must not be blank (a sign-in name). */
export const requiredName = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine(isSafeName, NAME_CHARACTERS_MESSAGE)
    .meta({ pattern: SAFE_NAME_NOT_BLANK });

/** Free text that must say something once cleaned and trimmed. */
export const requiredText = (max: number) =>
  freeText(max).pipe(z.string().trim().min(1, 'is required')).meta({ pattern: NOT_BLANK_TEXT });

/** Free text of at most `max` characters (counted as sent), cleaned of controls and bidi overrides. */
export const freeText = (max: number) => z.string().max(max).transform(withoutUnsafeCharacters);

/** An absolute http(s) URL or a path of the app, with no control characters, or '' (none given). */
export const pageUrl = z
  .string()
  .max(2000)
  .refine(
    (value) => value === '' || (!hasUnsafeCharacters(value) && (isHttpUrl(value) || isAppPath(value))),
    PAGE_URL_MESSAGE,
  )
  .meta({
    // An absolute URL of the app's own origin is accepted too: only the request knows that origin.
    description: "'' (none), a path of this app, or an http(s) URL of this app's own origin",
    pattern: `^$|${APP_PATH}`,
  });

const NOWHERE = 'http://app.invalid';
/** A path on this app's origin: `/books`, never `//elsewhere` or `/\elsewhere`, which browsers read as hosts. */
export function isAppPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  try {
    return new URL(value, NOWHERE).origin === NOWHERE;
  } catch {
    return false;
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
