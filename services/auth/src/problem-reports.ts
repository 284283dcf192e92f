/** Problems parents report from the footer button (spec §3 "Problem report"), kept for the team to read. */
import { randomUUID } from 'node:crypto';
import type { Moderator } from '@storybook-app/ai';
import { AppError, type Collection, type Doc, type DocumentStore } from '@storybook-app/kit';

export interface ProblemReportRecord extends Doc {
  user_id: string;
  description: string;
  page_url: string;
  created_at: string;
  /** The safety category the report's words tripped ('' when none): flagged for the team, never refused. */
  flagged_category: string;
  flagged_layer: string;
}

/** The spec leaves the length open; this is the bound the gateway enforces too. */
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_PAGE_URL_LENGTH = 2000;

export class ProblemReports {
  private constructor(
    private readonly reports: Collection<ProblemReportRecord>,
    private readonly moderator: Moderator,
    private readonly now: () => Date,
  ) {}

  /**
   * `moderator` flags reports whose words a children's product must not show anyone unwarned; a report is
   * about a problem, so it is stored whatever it says.
   */
  static async open(
    store: DocumentStore,
    moderator: Moderator,
    now: () => Date = () => new Date(),
  ): Promise<ProblemReports> {
    const reports = await store.collection<ProblemReportRecord>('problem_reports', {
      indexes: [{ fields: ['user_id'] }],
    });
    return new ProblemReports(reports, moderator, now);
  }

  /** Validates and stores a report; answers its id. */
  async file(userId: string, description: string, pageUrl: string): Promise<string> {
    const text = description.trim();
    if (!text || text.length > MAX_DESCRIPTION_LENGTH) {
      throw new AppError(
        'invalid_argument',
        `Please describe the problem in 1 to ${MAX_DESCRIPTION_LENGTH} characters.`,
      );
    }
    const page = pageUrl.trim();
    if (page.length > MAX_PAGE_URL_LENGTH) {
      throw new AppError(
        'invalid_argument',
        `The page address may be at most ${MAX_PAGE_URL_LENGTH} characters.`,
      );
    }
    const verdict = await this.moderator.check({ text, kind: 'report' });
    const id = randomUUID();
    await this.reports.insert({
      _id: id,
      user_id: userId,
      description: text,
      page_url: page,
      created_at: this.now().toISOString(),
      flagged_category: verdict.action === 'allow' ? '' : (verdict.category ?? 'unknown'),
      flagged_layer: verdict.action === 'allow' ? '' : verdict.layer,
    });
    return id;
  }

  async remove(reportId: string): Promise<void> {
    await this.reports.delete(reportId);
  }

  /** Forgets every report of the user (account deletion): they are the user's words. */
  async removeAllOf(userId: string): Promise<void> {
    if (userId) await this.reports.deleteMany({ user_id: userId });
  }
}
