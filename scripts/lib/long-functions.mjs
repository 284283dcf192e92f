// Lists the functions in our source code longer than a reader can hold at once (over 80 lines), longest
// first, with the TypeScript compiler's own parser so arrow functions, methods and React components count as
// much as declarations. A nested function is reported on its own as well as inside its parent's length.
// Functions named in long-functions-allowed.txt (`path#name  reason`) are reported apart: drawing code that
// is a flat list of shapes, or code another change is rewriting.
//
//   node scripts/lib/long-functions.mjs [--max 80] [--json] [--file <path>]…
//
// `--file` looks at those files only (paths from the repository's root), whatever folder they are in.
// Exits 1 when a function not on the allow-list is over the limit.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const MAX_LINES = 80;
export const ALLOW_LIST = join(ROOT, 'scripts/lib/long-functions-allowed.txt');

/** Source folders: each workspace's `src`, the web app's included. */
const SOURCE_FOLDERS = ['services', 'packages', 'apps'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test', 'gen', '.cache']);
/** Generated code (`*.gen.ts`, proto's `gen/`), type declarations and tests are not ours to split. */
const isSourceFile = (name) => /\.tsx?$/.test(name) && !/\.(d|gen|test)\.tsx?$/.test(name);

function walk(dir, found) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) walk(path, found);
    else if (entry.isFile() && isSourceFile(entry.name)) found.push(path);
  }
  return found;
}

/** Every source file under the repository's source folders, as absolute paths. */
export function sourceFiles(root = ROOT) {
  const srcFolders = SOURCE_FOLDERS.flatMap((folder) => {
    try {
      return readdirSync(join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(root, folder, entry.name, 'src'));
    } catch {
      return [];
    }
  });
  return [...srcFolders, join(root, 'web/src'), join(root, 'proto/src')].flatMap((dir) => walk(dir, []));
}

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

function propertyName(name, sourceFile) {
  return ts.isIdentifier(name) || ts.isPrivateIdentifier(name) || ts.isStringLiteral(name)
    ? name.text
    : name.getText(sourceFile);
}

/** Calls whose function argument is the thing the variable holds: `const X = memo(() => …)`. */
const WRAPPERS = /^(React\.)?(memo|forwardRef|lazy|useCallback|useMemo)$/;

/** The name a reader would look the function up by: its own, its variable's or property's, or its caller's. */
function functionName(node, sourceFile) {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return propertyName(node.name, sourceFile);
  let inner = node;
  let parent = node.parent;
  // `(x as T)` and `(() => …)()` keep the name of what holds them.
  while (
    ts.isParenthesizedExpression(parent) ||
    ts.isAsExpression(parent) ||
    ts.isSatisfiesExpression(parent)
  ) {
    inner = parent;
    parent = parent.parent;
  }
  if (ts.isCallExpression(parent) && parent.expression === inner) {
    inner = parent; // called at once: named by what holds its result
    parent = parent.parent;
  } else if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const callee = parent.expression.getText(sourceFile).replace(/\s+/g, '');
    if (!WRAPPERS.test(callee) || !ts.isVariableDeclaration(parent.parent)) return `${callee}(…) callback`;
    parent = parent.parent;
  }
  if (
    ts.isVariableDeclaration(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isPropertyDeclaration(parent)
  ) {
    return propertyName(parent.name, sourceFile);
  }
  if (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    return parent.left.getText(sourceFile);
  }
  return '(anonymous)';
}

/** The functions in one file, with `name` qualified by the functions around it (`outer.inner`). */
export function functionsIn(path, root = ROOT) {
  const text = readFileSync(path, 'utf8');
  // JSDoc is left unparsed: it counts for nothing here.
  const sourceFile = ts.createSourceFile(
    path,
    text,
    { languageVersion: ts.ScriptTarget.Latest, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
    true,
  );
  const file = relative(root, path);
  const found = [];
  const visit = (node, outer) => {
    let qualifier = outer;
    if (isFunction(node)) {
      const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line;
      const end = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = [...outer, functionName(node, sourceFile)].join('.');
      found.push({ file, line: start + 1, lines: end - start + 1, name });
      qualifier = [...outer, functionName(node, sourceFile)];
    } else if (ts.isClassDeclaration(node) && node.name) {
      qualifier = [...outer, node.name.text];
    }
    ts.forEachChild(node, (child) => visit(child, qualifier));
  };
  visit(sourceFile, []);
  return found;
}

/** `path#name` → reason, from the allow-list (blank lines and `#` comment lines skipped). */
export function readAllowList(path = ALLOW_LIST) {
  const allowed = new Map();
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return allowed;
  }
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [key, ...reason] = line.split(/\s+/);
    allowed.set(key, reason.join(' '));
  }
  return allowed;
}

/**
 * The functions over `max` lines, longest first, split into those on the allow-list (`allowed`, each with
 * its `reason`) and the rest (`long`); `stale` lists allow-list entries that name no long function any more.
 */
export function longFunctions({ root = ROOT, max = MAX_LINES, allowList = ALLOW_LIST, files } = {}) {
  const allowed = readAllowList(allowList);
  const over = (files ? files.map((file) => resolve(root, file)) : sourceFiles(root))
    .flatMap((path) => functionsIn(path, root))
    .filter((fn) => fn.lines > max)
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file) || a.line - b.line);
  const keyOf = (fn) => `${fn.file}#${fn.name}`;
  const seen = new Set(over.map(keyOf));
  return {
    long: over.filter((fn) => !allowed.has(keyOf(fn))),
    allowed: over
      .filter((fn) => allowed.has(keyOf(fn)))
      .map((fn) => ({ ...fn, reason: allowed.get(keyOf(fn)) })),
    stale: [...allowed.keys()].filter((key) => !seen.has(key)),
  };
}

function main(argv) {
  const maxAt = argv.indexOf('--max');
  const max = maxAt >= 0 ? Number(argv[maxAt + 1]) : MAX_LINES;
  const files = argv.flatMap((arg, index) => (argv[index - 1] === '--file' ? [arg] : []));
  const result = longFunctions({ max, files: files.length > 0 ? files : undefined });
  if (argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    const row = (fn) => `${String(fn.lines).padStart(5)}  ${fn.file}:${fn.line}  ${fn.name}`;
    console.log(`Functions over ${max} lines: ${result.long.length}`);
    for (const fn of result.long) console.log(row(fn));
    console.log(`\nAllowed to stay long (${ALLOW_LIST.slice(ROOT.length + 1)}): ${result.allowed.length}`);
    for (const fn of result.allowed) console.log(`${row(fn)}  — ${fn.reason}`);
    if (result.stale.length > 0) {
      console.log(`\nAllow-list entries naming no long function: ${result.stale.length}`);
      for (const key of result.stale) console.log(`       ${key}`);
    }
    console.log(`\nTotal: ${result.long.length + result.allowed.length} over ${max} lines`);
  }
  return result.long.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.exitCode = main(process.argv.slice(2));
