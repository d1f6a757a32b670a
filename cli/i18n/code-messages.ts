// The messages a site's own code asks to be translated, as Docusaurus'
// write-translations finds them: each `<Translate id="…" description="…">
// message</Translate>` and `translate({ id, message, description })` in the
// files of its src/ folder. Only plain strings can be extracted (Docusaurus'
// rule too); a message made at run time is named in a warning at its line.
// Each file is read as JavaScript with esbuild (types, JSX kept) and parsed
// with acorn's JSX dialect: no text match mistakes a comment for a message.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { warning, type Diagnostic } from '../diagnostics.js';
import { importModule } from '../import-module.js';
import type { MessageEntry } from './messages.js';

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

interface AstNode {
  type: string;
  [key: string]: unknown;
}

interface Parsers {
  transform: (code: string, options: { loader: 'tsx' | 'ts' | 'jsx' | 'js'; jsx: 'preserve'; target: 'esnext' }) => Promise<{ code: string }>;
  parse: (code: string) => AstNode;
}

let parsers: Promise<Parsers> | undefined;

function loadParsers(): Promise<Parsers> {
  return (parsers ??= Promise.all([
    importModule<{ transform: Parsers['transform'] }>('esbuild'),
    importModule<{ Parser: { extend: (plugin: unknown) => { parse: (code: string, options: object) => AstNode } } }>('acorn'),
    importModule<{ default: () => unknown }>('acorn-jsx'),
  ]).then(([esbuild, acorn, jsx]) => {
    const parser = acorn.Parser.extend(jsx.default());
    return { transform: esbuild.transform, parse: (code) => parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) };
  }));
}

/** Every message of the site's src/ folder by id (its message when it has no id), with the warnings of those that cannot be read. */
export async function siteCodeMessages(siteDir: string): Promise<{ messages: Record<string, MessageEntry>; diagnostics: Diagnostic[] }> {
  const messages: Record<string, MessageEntry> = {};
  const diagnostics: Diagnostic[] = [];
  const files = sourceFiles(path.join(siteDir, 'src'));
  if (!files.length) return { messages, diagnostics };
  const { transform, parse } = await loadParsers();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (!/\bTranslate\b|\btranslate\s*\(/.test(source)) continue;
    const shown = path.relative(siteDir, file);
    const lineOf = (text: string) => source.slice(0, Math.max(0, source.indexOf(text))).split('\n').length;
    let tree: AstNode;
    try {
      const loader = /\.[cm]?tsx$/.test(file) ? 'tsx' : /\.[cm]?ts$/.test(file) ? 'ts' : 'jsx';
      tree = parse((await transform(source, { loader, jsx: 'preserve', target: 'esnext' })).code);
    } catch (caught) {
      diagnostics.push(warning('translations-unreadable', `Its messages to translate cannot be read: ${(caught as Error).message.split('\n')[0]}`, { file: shown }));
      continue;
    }
    walk(tree, (node) => {
      const found = node.type === 'JSXElement' ? fromTranslateElement(node) : node.type === 'CallExpression' ? fromTranslateCall(node) : undefined;
      if (!found) return;
      if ('dynamic' in found) {
        diagnostics.push(warning('translations-dynamic', `${found.dynamic}: only a plain string can be translated, so this one is left out of code.json`, { file: shown, line: lineOf(found.near) }));
        return;
      }
      // Without a description of its own, where it is written tells a translator where to look.
      messages[found.id ?? found.message] = { message: found.message, description: found.description ?? `Written in ${shown}` };
    });
  }
  return { messages, diagnostics };
}

type Found = { id?: string; message: string; description?: string } | { dynamic: string; near: string };

/** `<Translate id="…" description="…">message</Translate>`. */
function fromTranslateElement(node: AstNode): Found | undefined {
  const opening = node.openingElement as { name: { type: string; name?: string }; attributes: AstNode[] };
  if (opening.name.type !== 'JSXIdentifier' || opening.name.name !== 'Translate') return undefined;
  const attribute = (name: string) => {
    const found = opening.attributes.find((each) => each.type === 'JSXAttribute' && (each.name as { name: string }).name === name);
    const value = found?.value as AstNode | undefined;
    if (!value) return undefined;
    if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
    if (value.type === 'JSXExpressionContainer') return stringOf(value.expression as AstNode);
    return undefined;
  };
  const id = attribute('id');
  const children = (node.children as AstNode[]).filter((child) => !(child.type === 'JSXText' && String(child.value).trim() === ''));
  const only = children.length === 1 ? children[0]! : undefined;
  const message = only?.type === 'JSXText' ? String(only.value).trim().replace(/\s+/g, ' ') : only?.type === 'JSXExpressionContainer' ? stringOf(only.expression as AstNode) : undefined;
  if (message === undefined) return { dynamic: `<Translate${id ? ` id="${id}"` : ''}>`, near: id ?? '<Translate' };
  return { ...(id !== undefined ? { id } : {}), message, ...(attribute('description') !== undefined ? { description: attribute('description') } : {}) };
}

/** `translate({ id, message, description })`. */
function fromTranslateCall(node: AstNode): Found | undefined {
  const callee = node.callee as AstNode;
  if (callee.type !== 'Identifier' || callee.name !== 'translate') return undefined;
  const options = (node.arguments as AstNode[])[0];
  if (options?.type !== 'ObjectExpression') return { dynamic: 'translate(…)', near: 'translate(' };
  const property = (name: string) => {
    const found = (options.properties as AstNode[]).find((each) => each.type === 'Property' && ((each.key as { name?: string; value?: string }).name ?? (each.key as { value?: string }).value) === name);
    return found ? stringOf(found.value as AstNode) : undefined;
  };
  const message = property('message');
  const id = property('id');
  if (message === undefined) return { dynamic: `translate({ id: ${id ?? '…'} })`, near: id ?? 'translate(' };
  return { ...(id !== undefined ? { id } : {}), message, ...(property('description') !== undefined ? { description: property('description') } : {}) };
}

/** A string literal, or a template literal without expressions. */
function stringOf(node: AstNode | undefined): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) return (node.quasis as Array<{ value: { cooked: string } }>)[0]!.value.cooked;
  return undefined;
}

function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const each of node) walk(each, visit);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
  visit(node as AstNode);
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
}

/** The code files under `dir`, in a stable order; node_modules and dot-folders left out. */
function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  const visit = (current: string) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const absolute = path.join(current, entry.name);
      if (entry.isDirectory()) visit(absolute);
      else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(absolute);
    }
  };
  visit(dir);
  return files;
}
