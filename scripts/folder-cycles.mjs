// The folders of cli/ as a graph of value imports, and the cycles in it.
// A folder is a library: it may use others, but no two may use each other,
// directly or round a longer loop, or a change in one drags every folder of
// the loop along. Files at the top of cli/ (diagnostics.ts, timer.ts…) are
// each a node of their own. Type-only imports are left out: they vanish at
// compile time and create no load order. Dynamic import() counts.
//
// Second rule: stages/ (the pipeline) and commands/ (the CLI) sit on top.
// No library folder imports them, not even for a type; only main.ts imports
// commands/, and only commands/ and dev/ (which reruns the pipeline on save)
// import stages/.
//
// Run: node scripts/folder-cycles.mjs   (exit 1 when either rule is broken)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Every .ts/.tsx file under `dir`. */
function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** The relative specifiers a file imports for their values (`types: true`: every import, types too). */
export function valueImports(file, { types = false } = {}) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && (types || !isTypeOnlyImport(node))) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && (types || (!node.isTypeOnly && !allTypeOnly(node.exportClause)))) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(node.arguments[0] ?? {})) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false; // import './side-effect.js'
  if (clause.isTypeOnly) return true;
  // `import { type A, type B } from` with no default import is erased too.
  return !clause.name && allTypeOnly(clause.namedBindings);
}

function allTypeOnly(bindings) {
  if (!bindings || !('elements' in bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

/** The node a file belongs to: its folder under `root`, or the file itself at the top. */
function nodeOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  return parts.length > 1 ? `${parts[0]}/` : parts[0].replace(/\.tsx?$/, '.ts');
}

/** Edges between nodes, each with the imports that make it. */
export function folderGraph(root) {
  const edges = new Map();
  for (const file of sourceFiles(root)) {
    for (const specifier of valueImports(file)) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(root + path.sep)) continue;
      const from = nodeOf(root, file);
      const to = nodeOf(root, target);
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const reasons = edges.get(from);
      if (!reasons.has(to)) reasons.set(to, []);
      reasons.get(to).push(`${path.relative(root, file)} imports ${specifier}`);
    }
  }
  return edges;
}

/** Strongly connected components of more than one node (Tarjan), each with the imports inside it. */
export function folderCycles(root) {
  const edges = folderGraph(root);
  const nodes = new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to.keys()])]);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let counter = 0;
  const connect = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) connect(node);
  return components.map((members) => ({
    members,
    imports: members.flatMap((from) => [...(edges.get(from) ?? new Map())].filter(([to]) => members.includes(to)).flatMap(([, why]) => why)),
  }));
}

/** Who may import the top folders, by importing node. */
const MAY_IMPORT = {
  'stages/': new Set(['stages/', 'commands/', 'dev/', 'main.ts']),
  'commands/': new Set(['commands/', 'main.ts']),
};

/** Imports (types included) of stages/ or commands/ from a node that may not import them. */
export function layerViolations(root) {
  const violations = [];
  for (const file of sourceFiles(root)) {
    const from = nodeOf(root, file);
    for (const specifier of valueImports(file, { types: true })) {
      const target = path.resolve(path.dirname(file), specifier);
      if (!target.startsWith(root + path.sep)) continue;
      const allowed = MAY_IMPORT[nodeOf(root, target)];
      if (allowed && !allowed.has(from)) violations.push(`${path.relative(root, file)} imports ${specifier}`);
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'cli');
  const cycles = folderCycles(root);
  for (const cycle of cycles) console.log(`cycle: ${cycle.members.join(' ⇄ ')}\n  ${cycle.imports.join('\n  ')}`);
  const violations = layerViolations(root);
  for (const violation of violations) console.log(`a library imports the pipeline or a command: ${violation}`);
  console.log(`${cycles.length} folder cycle${cycles.length === 1 ? '' : 's'} in cli/, ${violations.length} import${violations.length === 1 ? '' : 's'} of stages/ or commands/ from a library`);
  process.exitCode = cycles.length || violations.length ? 1 : 0;
}
