// Sums a V8 CPU profile (node --cpu-prof) by inclusive time: for each sample, every function and every
// package on its stack is counted once, so a cost spread over many small frames (a middleware's whole
// subtree, all of zod) shows as one figure. `node scripts/lib/cpu-profile-summary.mjs <file.cpuprofile> [top]`
// prints the busy time (idle apart), then the top packages and functions by inclusive time, and the
// packages by self time. Express middleware calls the next one itself: a middleware's inclusive time holds
// the rest of the chain, so compare the leaves (and self time) between two profiles.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The package (or our workspace) a frame's script belongs to; node's own code as `node:`. */
export function packageOf(url) {
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const ours = /\/(services|packages)\/([^/]+)\//.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url;
}

export function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = { all: 0, idle: 0, gc: 0, program: 0 };
  const functions = new Map();
  const packages = new Map();
  const own = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    totals.all += ms;
    const name = byId.get(id).callFrame.functionName;
    if (name === '(idle)') return void (totals.idle += ms);
    if (name === '(garbage collector)') totals.gc += ms;
    if (name === '(program)') totals.program += ms;
    add(own, packageOf(byId.get(id).callFrame.url), ms);
    const seenFunctions = new Set();
    const seenPackages = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at).callFrame;
      const fn = `${functionName || '(anonymous)'} ${packageOf(url)}:${lineNumber + 1}`;
      if (!seenFunctions.has(fn)) {
        seenFunctions.add(fn);
        add(functions, fn, ms);
      }
      const pkg = packageOf(url);
      if (!seenPackages.has(pkg)) {
        seenPackages.add(pkg);
        add(packages, pkg, ms);
      }
    }
  });
  return { totals, functions, packages, own };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, top = '25'] = process.argv.slice(2);
  const { totals, functions, packages, own } = summarise(JSON.parse(readFileSync(file, 'utf8')));
  const busy = totals.all - totals.idle;
  const pct = (ms) => `${((100 * ms) / busy).toFixed(1).padStart(5)} %`;
  console.log(
    `${file}: ${(totals.all / 1000).toFixed(1)} s profiled, ${(busy / 1000).toFixed(1)} s busy` +
      ` (GC ${pct(totals.gc)}, program ${pct(totals.program)} of busy)`,
  );
  const list = (title, map) => {
    console.log(`  ${title} (inclusive, % of busy):`);
    for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(top))) {
      console.log(`    ${pct(ms)}  ${key}`);
    }
  };
  list('packages', packages);
  console.log('  (self time, % of busy, by package:)');
  list('packages', own);
  list('functions', functions);
}
