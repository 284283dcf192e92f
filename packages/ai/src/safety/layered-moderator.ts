/**
 * The layers together: the offline classifier first (free, instant, and the answer when it refuses), then
 * every provider layer at once; the strictest answer wins. A provider that fails is answered for by the
 * offline classifier's verdict, never by "allowed" without a check.
 */
import type { Logger } from '@storybook-app/kit';
import { strictest, type Moderator, type SafetyCheck, type SafetyVerdict } from './safety-verdict';

export function layeredModerator(
  offline: Moderator,
  providers: readonly Moderator[],
  logger?: Logger,
): Moderator {
  return {
    adapter: [offline, ...providers].map((layer) => layer.adapter).join('+'),
    async check(input: SafetyCheck): Promise<SafetyVerdict> {
      const first = await offline.check(input);
      if (first.action === 'refuse' || providers.length === 0) return first;
      const answers = await Promise.all(
        providers.map((provider) =>
          provider.check(input).catch((error: unknown) => {
            logger?.warn(
              {
                layer: provider.adapter,
                kind: input.kind,
                error: error instanceof Error ? error.message : String(error),
              },
              'a moderation layer failed: the offline verdict stands for it',
            );
            return { ...first, layer: `${first.layer} (fallback)` };
          }),
        ),
      );
      return strictest([first, ...answers]);
    },
  };
}
