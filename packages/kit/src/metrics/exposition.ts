/**
 * Reads Prometheus's text exposition format back into samples: what tests and the load generator use to
 * check a scrape. Only what prom-client writes is understood (no timestamps, no exemplars).
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Scrape {
  samples: Sample[];
  /** Families declared by `# TYPE`, with their type. */
  families: Map<string, string>;
}

const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

const unescape = (value: string): string =>
  value.replace(/\\(.)/g, (_, char: string) => (char === 'n' ? '\n' : char));

export function parseExposition(text: string): Scrape {
  const samples: Sample[] = [];
  const families = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.startsWith('# TYPE ')) {
      const [name, type] = line.slice(7).split(' ');
      if (name && type) families.set(name, type);
      continue;
    }
    if (!line || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[3] ?? '').matchAll(LABEL)) labels[key!] = unescape(value!);
    samples.push({ name: match[1]!, labels, value: Number(match[4]) });
  }
  return { samples, families };
}

/** The sum of a family's samples whose labels include `labels`. */
export function sampleSum(scrape: Scrape, name: string, labels: Record<string, string> = {}): number {
  return scrape.samples
    .filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    )
    .reduce((sum, sample) => sum + sample.value, 0);
}
