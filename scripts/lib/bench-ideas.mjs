// Idea books (issue 17): the offline storyteller over the idea set of @storybook-app/ai/testing, for a
// profile in each idea's language at four ages (3, 6, 9, 12). Prints, per language and overall, the idea
// coverage (median share of the idea's content words in the summary and in the pages), the quality
// report's pass rate, and per age band the median readability score against its limit and the longest
// sentence; then the time one book takes to write and check (median). Figures only.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { median } from './bench-product.mjs';
import { ROOT } from './setup.mjs';

const AGES = ['3', '6', '9', '12'];

export async function benchIdeas() {
  const { createOfflineStoryteller, qualityReport } = await import(
    join(ROOT, 'packages/ai/dist/storytelling/index.js')
  );
  const { IDEAS, mayaProfile } = await import(join(ROOT, 'packages/ai/dist/testing/index.js'));
  const teller = createOfflineStoryteller({ today: () => new Date('2026-06-01') });
  const rows = [];
  for (const { language, idea } of IDEAS) {
    for (const age of AGES) {
      const profile = mayaProfile({ language, age });
      const started = performance.now();
      const summary = (await teller.summary(profile, idea)).value;
      const story = (await teller.story(profile, summary, { idea })).value;
      const report = qualityReport({
        idea,
        language,
        childName: 'Maya',
        nickname: 'Mimi',
        age: Number(age),
        fears: profile.interests?.fears ?? [],
        summary,
        pages: story.bookLayout.map((page) => page.pageText),
      });
      rows.push({ language, age, ms: performance.now() - started, report });
    }
  }

  const pct = (value) => `${Math.round(value * 100)} %`;
  const line = (label, subset) => {
    const passed = subset.filter((row) => row.report.passed).length;
    console.log(
      `  ${label.padEnd(11)} coverage summary ${pct(median(subset.map((row) => row.report.summaryCoverage)))}, ` +
        `pages ${pct(median(subset.map((row) => row.report.bookCoverage)))}; ` +
        `report passed ${passed}/${subset.length} (${pct(passed / subset.length)})`,
    );
  };
  console.log(`\nidea books (${IDEAS.length} ideas x ${AGES.length} ages, offline storyteller):`);
  for (const language of [...new Set(rows.map((row) => row.language))]) {
    line(
      language,
      rows.filter((row) => row.language === language),
    );
  }
  line('all', rows);
  console.log('  readability by age band (median score / limit, longest sentence / max):');
  for (const age of AGES) {
    const band = rows.filter((row) => row.age === age);
    const { formula, band: name } = band[0].report.readability;
    const english = band.filter((row) => row.language === 'English');
    const others = band.filter((row) => row.language !== 'English');
    const score = (subset) =>
      subset.length
        ? `${median(subset.map((row) => row.report.readability.score)).toFixed(1)} / ${subset[0].report.readability.limit}`
        : '-';
    console.log(
      `    age ${age.padEnd(2)} (${name}): ${formula} ${score(english)}; ease scores of the other languages ${score(others)}; ` +
        `longest sentence ${median(band.map((row) => row.report.longestSentence.words))} / ${band[0].report.longestSentence.max}`,
    );
  }
  console.log(`  one book written and checked: median ${median(rows.map((row) => row.ms)).toFixed(1)} ms`);
}
