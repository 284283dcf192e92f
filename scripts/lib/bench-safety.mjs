// Safety (issue 18): the offline classifier over the red-team and benign sets of @storybook-app/ai/testing
// (the development sets and the held-out set written apart from it). Prints, per set and per language, the
// refusal rate of the red team and the false-positive rate of the benign ideas; per category the red team's
// refusal rate; then the time one check adds (median and 95th percentile over every idea, 5 rounds), and
// the same for a whole offline book's pages. Figures only.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median } from './bench-product.mjs';
import { ROOT } from './setup.mjs';

const ROUNDS = 5;

export async function benchSafety() {
  const { offlineFinding } = await import(join(ROOT, 'packages/ai/dist/safety/index.js'));
  const { createOfflineStoryteller } = await import(join(ROOT, 'packages/ai/dist/storytelling/index.js'));
  const testing = await import(join(ROOT, 'packages/ai/dist/testing/index.js'));
  const pct = (part, whole) => `${((part / whole) * 100).toFixed(1)} % (${part}/${whole})`;

  console.log('\nsafety: the offline classifier (no keys)');
  const sets = [
    ['development', testing.RED_TEAM_IDEAS, testing.BENIGN_IDEAS],
    ['held-out', testing.HELD_OUT_RED_TEAM_IDEAS, testing.HELD_OUT_BENIGN_IDEAS],
  ];
  for (const [name, red, benign] of sets) {
    const refused = red.filter(({ idea }) => offlineFinding(idea));
    const falsePositives = benign.filter(({ idea }) => offlineFinding(idea));
    console.log(
      `  ${name} set: red team refused ${pct(refused.length, red.length)}, benign refused ${pct(falsePositives.length, benign.length)}`,
    );
    const languages = [...new Set(red.map((idea) => idea.language))];
    for (const language of languages) {
      const r = red.filter((idea) => idea.language === language);
      const b = benign.filter((idea) => idea.language === language);
      console.log(
        `    ${language.padEnd(11)} red ${pct(r.filter(({ idea }) => offlineFinding(idea)).length, r.length).padEnd(18)} benign ${pct(b.filter(({ idea }) => offlineFinding(idea)).length, b.length)}`,
      );
    }
    const categories = [...new Set(red.map((idea) => idea.category))];
    const byCategory = categories.map((category) => {
      const ideas = red.filter((idea) => idea.category === category);
      return `${category} ${Math.round((ideas.filter(({ idea }) => offlineFinding(idea)).length / ideas.length) * 100)} %`;
    });
    console.log(`    by category: ${byCategory.join(', ')}`);
  }

  const ideas = [...testing.RED_TEAM_IDEAS, ...testing.BENIGN_IDEAS].map(({ idea }) => idea);
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const idea of ideas) {
      const started = performance.now();
      offlineFinding(idea, 6);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.floor(times.length * 0.95)];
  console.log(
    `  added time per idea check: median ${median(times).toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (${times.length} checks)`,
  );

  const teller = createOfflineStoryteller({ today: () => new Date('2026-06-01') });
  const bookTimes = [];
  for (const { language, idea } of testing.IDEAS.slice(0, 12)) {
    const profile = testing.mayaProfile({ language, age: '6' });
    const summary = (await teller.summary(profile, idea)).value;
    const story = (await teller.story(profile, summary, { idea })).value;
    // As story checks a book: the pages with the whole story told briefly and in full, each paragraph once.
    const paragraphs = [
      story.completeStory,
      ...story.expandedStory.split(/\n{2,}/),
      ...story.bookLayout.map((page) => page.pageText),
    ];
    const pages = [...new Set(paragraphs.map((text) => text.trim()).filter(Boolean))].join('\n\n');
    const pictures = story.bookLayout.map((page) => page.sceneDescription).join('\n\n');
    const started = performance.now();
    offlineFinding(pages, 6);
    offlineFinding(pictures, 6);
    bookTimes.push(performance.now() - started);
  }
  console.log(
    `  added time per book (its pages, whole story and picture prompts): median ${median(bookTimes).toFixed(2)} ms`,
  );
  console.log(
    '  with keys, the OpenAI moderation and judge layers add one request each per check, in parallel.',
  );
}
