/**
 * What a service does with a moderator: checks a text, logs a refusal without the text or the child's data,
 * counts it for admins, and (for words that enter) turns a refusal into a clear 400 with the parent's
 * message.
 */
import { AppError, countRefusal, type Logger } from '@storybook-app/kit';
import type { RefusalLog } from './refusal-log';
import { refusalMessage } from './refusal-texts';
import type { Moderator, SafetyCheck, SafetyVerdict } from './safety-verdict';

export class SafetyGate {
  constructor(
    readonly moderator: Moderator,
    private readonly logger: Logger,
    private readonly refusals?: RefusalLog,
  ) {}

  async check(input: SafetyCheck): Promise<SafetyVerdict> {
    const verdict = await this.moderator.check(input);
    if (verdict.action !== 'allow') {
      this.logger.warn(
        { kind: input.kind, action: verdict.action, category: verdict.category, layer: verdict.layer },
        'text stopped by moderation',
      );
      countRefusal({
        kind: input.kind,
        action: verdict.action,
        category: verdict.category,
        layer: verdict.layer,
      });
      await this.refusals?.record(input.kind, verdict);
    }
    return verdict;
  }

  /** Words a parent typed: anything but allowed is refused with a message saying why and what to try. */
  async require(input: SafetyCheck): Promise<void> {
    const verdict = await this.check(input);
    if (verdict.action !== 'allow') throw new AppError('invalid_argument', refusalMessage(verdict));
  }
}
