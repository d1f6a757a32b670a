// Security requirements and schemes. An operation's requirements are
// alternatives (any one of them will do): an alternative removed breaks the
// clients that used it, one added is one more a server must accept, and
// security put on an open operation breaks both. `{}` is the anonymous
// alternative (authentication optional).
import { isObject } from '../openapi/document.js';
import { breaking, code, nonBreaking, type Found, type Segment } from './found.js';
import type { Scoped } from './messages.js';

type Json = Record<string, unknown>;

interface Alternative {
  schemes: Map<string, string[]>;
  at: Segment[];
}

export function alternativesOf(requirements: unknown, at: Segment[]): Map<string, Alternative> {
  const out = new Map<string, Alternative>();
  if (!Array.isArray(requirements)) return out;
  requirements.forEach((requirement, index) => {
    if (!isObject(requirement)) return;
    const schemes = new Map(Object.entries(requirement).map(([name, scopes]) => [name, Array.isArray(scopes) ? scopes.map(String) : []]));
    out.set([...schemes.keys()].sort().join(' + '), { schemes, at: [...at, index] });
  });
  return out;
}

export function compareSecurity(before: Map<string, Alternative>, after: Map<string, Alternative>): Scoped[] {
  const scope = 'security';
  const out: Scoped[] = [];
  const open = (alternatives: Map<string, Alternative>) => alternatives.size === 0 || alternatives.has('');
  const name = (key: string) => (key === '' ? 'no authentication' : `\`${key}\``);
  if (open(before) && !open(after)) {
    const first = [...after.values()][0]!;
    out.push({ scope, ...breaking('both', 'security-added', `now requires ${[...after.keys()].map(name).join(' or ')}`, { at: first.at.slice(0, -1), oldAt: null, old: [...before.keys()], new: [...after.keys()] }) });
    return out;
  }
  for (const [key, alternative] of before) {
    if (after.has(key) || (key === '' && after.size === 0)) continue;
    out.push({ scope, ...breaking('client', 'security-removed', `${name(key)} no longer accepted`, { at: null, oldAt: alternative.at, old: key, new: undefined }) });
  }
  for (const [key, alternative] of after) {
    const was = before.get(key);
    if (!was) {
      if (key !== '' || before.size) out.push({ scope, ...breaking('server', 'security-alternative-added', `${name(key)} accepted too`, { at: alternative.at, oldAt: null, old: undefined, new: key }) });
      continue;
    }
    for (const [scheme, scopes] of alternative.schemes) {
      const added = scopes.filter((s) => !(was.schemes.get(scheme) ?? []).includes(s));
      const removed = (was.schemes.get(scheme) ?? []).filter((s) => !scopes.includes(s));
      const values = { at: [...alternative.at, scheme], oldAt: [...was.at, scheme], old: was.schemes.get(scheme), new: scopes };
      if (added.length) out.push({ scope, ...breaking('client', 'security-scopes-added', `\`${scheme}\` needs the scopes ${added.join(', ')} too`, values) });
      if (removed.length) out.push({ scope, ...nonBreaking('security-scopes-removed', `\`${scheme}\` no longer needs the scopes ${removed.join(', ')}`, values) });
    }
  }
  return out;
}

/** A scheme whose kind, place or name changed: every credential sent for it is sent the wrong way. */
export function compareSecuritySchemes(before: Json, after: Json): Found[] {
  const out: Found[] = [];
  const fields = ['type', 'in', 'name', 'scheme', 'openIdConnectUrl'] as const;
  for (const [name, scheme] of Object.entries(after)) {
    const was = before[name];
    if (!isObject(was) || !isObject(scheme)) continue;
    for (const field of fields) {
      if (was[field] !== scheme[field]) {
        const values = { at: ['components', 'securitySchemes', name, field], oldAt: ['components', 'securitySchemes', name, field], old: was[field], new: scheme[field] };
        out.push(breaking('both', 'security-scheme-changed', `security scheme \`${name}\`: ${field} changed from ${code(String(was[field] ?? '(none)'))} to ${code(String(scheme[field] ?? '(none)'))}`, values));
      }
    }
    const oldFlows = isObject(was.flows) ? was.flows : {};
    const newFlows = isObject(scheme.flows) ? scheme.flows : {};
    for (const flow of Object.keys(oldFlows)) {
      const at = ['components', 'securitySchemes', name, 'flows', flow];
      if (!isObject(newFlows[flow])) out.push(breaking('client', 'security-flow-removed', `security scheme \`${name}\`: flow ${flow} removed`, { at: null, oldAt: at, old: flow, new: undefined }));
      else {
        for (const url of ['authorizationUrl', 'tokenUrl'] as const) {
          const o = (oldFlows[flow] as Json)[url];
          const n = (newFlows[flow] as Json)[url];
          if (o !== n) out.push(breaking('client', 'security-flow-changed', `security scheme \`${name}\`: ${flow} ${url} changed`, { at: [...at, url], oldAt: [...at, url], old: o, new: n }));
        }
      }
    }
    for (const flow of Object.keys(newFlows)) {
      if (!isObject(oldFlows[flow])) out.push(nonBreaking('security-flow-added', `security scheme \`${name}\`: flow ${flow} added`, { at: ['components', 'securitySchemes', name, 'flows', flow], oldAt: null, old: undefined, new: flow }));
    }
  }
  return out;
}
