/**
 * What the fake image providers (OpenAI images, Black Forest Labs, Stability AI) answer, and the multipart
 * form reading the Stability fake needs. Each fake turns an answer into its provider's documented wire format.
 */
import type { RecordedRequest } from './fake-server';

export type FakeImageAnswer =
  /** A picture (default: `fakePicture` of the prompt). BFL answers `Pending` to `pendingPolls` polls first. */
  | { image?: Buffer; delayMs?: number; pendingPolls?: number }
  /** The provider's safety system refuses the prompt or the finished picture. */
  | { moderated: 'prompt' | 'picture'; delayMs?: number }
  /** The provider fails the generation itself (BFL's task status `Error`, a 500 elsewhere). */
  | { failed: true; delayMs?: number }
  /** A 200 answer whose "picture" is an HTML page. */
  | { notAnImage: true; delayMs?: number }
  /** An HTTP error in the provider's error format. */
  | { status: number; message?: string; retryAfterMs?: number; delayMs?: number };

export const NOT_A_PICTURE = Buffer.from('<html><body>Not found</body></html>', 'utf8');

/** The text fields of a multipart/form-data body, or undefined when it is not one. */
export function formFields(request: RecordedRequest): Record<string, string> | undefined {
  const type = request.headers['content-type'] ?? '';
  const boundary = /^multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!boundary) return undefined;
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  const text = request.rawBody.toString('utf8');
  if (!text.startsWith(delimiter)) return undefined;
  const fields: Record<string, string> = {};
  for (const part of text.split(delimiter).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) return undefined;
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(part.slice(0, split))?.[1];
    if (name === undefined) return undefined;
    fields[name] = part.slice(split + 4).replace(/\r\n$/, '');
  }
  return fields;
}
