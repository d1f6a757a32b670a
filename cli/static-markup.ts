// The markup React's `renderToStaticMarkup` writes for a tree of plain
// elements and function components without hooks, written straight into a
// string. The API reference's body is such a tree, never hydrated, and large:
// GitHub's document is 44 MB of it, which React's streaming renderer (tasks,
// segments, a chunk per attribute) took ~0.9 s to write. Whatever this file
// does not know to write exactly as React does (a class, a context, a hook,
// a `style`, a form field, a hoisted `<title>`…) stops it, and React
// renders the whole tree instead: the output is React's either way, which
// the tests hold byte for byte against React's own.
import { Fragment, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Thrown where the tree holds something only React can render. */
class NeedsReact extends Error {}

/** What marks an element (a symbol that changed between React versions): read off one. */
const ELEMENT = (createElement('i') as unknown as { $$typeof: symbol }).$$typeof;
/** Read once: the bundle reaches React's exports through getters (its CommonJS interop), a call per element read here. */
const FRAGMENT = Fragment;

/** React's markup for `node`: written here when this file can, by React otherwise. */
export function renderStaticMarkup(node: ReactNode): string {
  try {
    return staticMarkup(node);
  } catch {
    // Anything unknown, or an error a component threw: React renders it, and throws its own error if it has one.
    return renderToStaticMarkup(node);
  }
}

/** Without React's help: throws where React would have to render (tests use it to see the fast path taken). */
export function staticMarkup(node: ReactNode): string {
  const out = { html: '' };
  writeNode(node, out);
  return out.html;
}

interface Output {
  html: string;
}

function writeNode(node: unknown, out: Output): void {
  if (node === null || node === undefined || typeof node === 'boolean') return;
  if (typeof node === 'string') {
    out.html += escapeText(node);
    return;
  }
  if (typeof node === 'number' || typeof node === 'bigint') {
    out.html += String(node);
    return;
  }
  if (Array.isArray(node)) {
    for (const child of node) writeNode(child, out);
    return;
  }
  if (typeof node !== 'object' || (node as { $$typeof?: unknown }).$$typeof !== ELEMENT) throw new NeedsReact();
  const { type, props } = node as { type: unknown; props: Record<string, unknown> };
  if (typeof type === 'string') writeElement(type, props, out);
  else if (type === FRAGMENT) writeNode(props.children, out);
  else if (typeof type === 'function' && !(type.prototype as { isReactComponent?: unknown } | undefined)?.isReactComponent) writeNode((type as (props: unknown) => unknown)(props), out);
  else throw new NeedsReact();
}

/** Elements React writes by the generic rule (a button nearly so); the others (form fields, `<title>`, `<img>`'s preloads, `<head>`…) are React's. */
const SPECIAL = new Set(['select', 'option', 'textarea', 'input', 'form', 'menuitem', 'object', 'title', 'link', 'script', 'style', 'meta', 'img', 'head', 'body', 'html', 'annotation-xml', 'color-profile', 'font-face', 'font-face-src', 'font-face-uri', 'font-face-format', 'font-face-name', 'missing-glyph']);
const VOID = new Set(['base', 'area', 'br', 'col', 'embed', 'hr', 'keygen', 'param', 'source', 'track', 'wbr']);
const TAG = /^[a-zA-Z][a-zA-Z:_.\-\d]*$/;

function writeElement(tag: string, props: Record<string, unknown>, out: Output): void {
  if (SPECIAL.has(tag) || tag.includes('-') || !TAG.test(tag)) throw new NeedsReact();
  out.html += `<${tag}`;
  let children: unknown = null;
  let inner: unknown = null;
  let buttonName: unknown = null;
  for (const name in props) {
    const value = props[name];
    if (value === null || value === undefined) continue;
    if (name === 'children') children = value;
    // A button's form attributes come after the others (React writes a form action's fields there): only its name here.
    else if (tag === 'button' && name.startsWith('form')) throw new NeedsReact();
    else if (tag === 'button' && name === 'name') buttonName = value;
    else if (name === 'dangerouslySetInnerHTML') inner = value;
    // An anchor keeps an empty href (a link to this page); other elements drop it.
    else if (name === 'href' && value === '' && tag === 'a') out.html += ' href=""';
    else out.html += attribute(name, value);
  }
  if (buttonName !== null) out.html += attribute('name', buttonName);
  if (VOID.has(tag)) {
    if (children !== null || inner !== null) throw new NeedsReact();
    out.html += '/>';
    return;
  }
  out.html += '>';
  if (inner !== null) {
    if (children !== null || typeof inner !== 'object' || !('__html' in inner)) throw new NeedsReact();
    const html = (inner as { __html: unknown }).__html;
    if (html !== null && html !== undefined) {
      // A preformatted element's first newline is eaten by the HTML parser: React writes one more.
      if ((tag === 'pre' || tag === 'listing') && typeof html === 'string' && html.startsWith('\n')) out.html += '\n';
      out.html += String(html);
    }
  } else if (typeof children === 'string') {
    if ((tag === 'pre' || tag === 'listing') && children.startsWith('\n')) out.html += '\n';
    out.html += escapeText(children);
  } else writeNode(children, out);
  out.html += `</${tag}>`;
}

/** Written as `name=""` when true, left out when false. */
const BOOLEAN = new Set(['inert', 'async', 'controls', 'credentialless', 'default', 'defer', 'disabled', 'hidden', 'loop', 'open', 'required', 'reversed', 'scoped', 'seamless']);
/** Left out whatever their value. */
const DROPPED = new Set(['ref', 'suppressHydrationWarning', 'suppressContentEditableWarning', 'innerHTML', 'defaultValue', 'defaultChecked']);
/** Written under another name (or their own, camel case and all), never when a boolean. */
const RENAMED: Record<string, string> = { className: 'class', tabIndex: 'tabindex', htmlFor: 'for', viewBox: 'viewBox' };
/** Names React writes by rules of their own that the reference never needs. */
const OWN_RULES = new Set(['style', 'action', 'formAction', 'multiple', 'muted', 'value', 'draggable', 'focusable', 'capture', 'cols', 'rows', 'size', 'span', 'start']);
const SAFE_NAME = /^[a-zA-Z:_][a-zA-Z:_.\-\d]*$/;
const JAVASCRIPT_URL = /^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v[\r\n\t]*a[\r\n\t]*s[\r\n\t]*c[\r\n\t]*r[\r\n\t]*i[\r\n\t]*p[\r\n\t]*t[\r\n\t]*:/i;
const BLOCKED_URL = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

function attribute(name: string, value: unknown): string {
  if (typeof value === 'function' || typeof value === 'symbol') return '';
  if (BOOLEAN.has(name)) return value ? ` ${name}=""` : '';
  if (DROPPED.has(name)) return '';
  if (name === 'href' || name === 'src') {
    if (value === '' || typeof value === 'boolean') return '';
    const url = String(value);
    return ` ${name}="${escapeText(JAVASCRIPT_URL.test(url) ? BLOCKED_URL : url)}"`;
  }
  if (name === 'download') return value === true ? ' download=""' : value === false ? '' : ` download="${escapeText(String(value))}"`;
  const renamed = RENAMED[name];
  if (renamed) return typeof value === 'boolean' ? '' : ` ${renamed}="${escapeText(String(value))}"`;
  // Event handlers are never written.
  if (name.length > 2 && (name[0] === 'o' || name[0] === 'O') && (name[1] === 'n' || name[1] === 'N')) return '';
  if (OWN_RULES.has(name) || /[A-Z]/.test(name) || !SAFE_NAME.test(name)) throw new NeedsReact();
  if (typeof value === 'boolean') {
    const prefix = name.slice(0, 5);
    return prefix === 'data-' || prefix === 'aria-' ? ` ${name}="${value}"` : '';
  }
  return ` ${name}="${escapeText(String(value))}"`;
}

const NEEDS_ESCAPE = /["&'<>]/;

/** React's escaping of text and attribute values: `'` as `&#x27;`. */
function escapeText(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  let html = '';
  let last = 0;
  for (let index = 0; index < text.length; index++) {
    let entity: string;
    switch (text.charCodeAt(index)) {
      case 34:
        entity = '&quot;';
        break;
      case 38:
        entity = '&amp;';
        break;
      case 39:
        entity = '&#x27;';
        break;
      case 60:
        entity = '&lt;';
        break;
      case 62:
        entity = '&gt;';
        break;
      default:
        continue;
    }
    if (last !== index) html += text.slice(last, index);
    last = index + 1;
    html += entity;
  }
  return last !== text.length ? html + text.slice(last) : html;
}
