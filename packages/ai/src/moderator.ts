/**
 * The moderation port: free text a parent types (an idea, a chat answer) is checked before it reaches a
 * model. Adapters: OpenAI's moderation endpoint, and a local word list for `npm start` and as a first
 * line in front of any provider.
 */
export interface ModerationResult {
  flagged: boolean;
  /** The categories that tripped (e.g. `violence`, `sexual`), for logs; never shown with the text. */
  categories: string[];
}

export interface Moderator {
  readonly adapter: string;
  check(text: string): Promise<ModerationResult>;
}
