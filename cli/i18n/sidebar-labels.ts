// Sidebar labels translated with the keys Docusaurus writes into
// `docusaurus-plugin-content-docs/current.json`:
// `sidebar.<sidebarId>.category.<label>`, `sidebar.<sidebarId>.link.<label>`
// and `sidebar.<sidebarId>.doc.<label>`. Docs' own titles come from their
// translated front matter instead.
import type { SidebarItem } from '../../templates/contracts/types.js';
import type { Translations } from './translations.js';
import { instanceMessageKey, instanceOfSidebar } from '../config/docs-instance-ids.js';

/** The sidebars with their labels translated, in new objects. */
export function translateSidebars(sidebars: Record<string, SidebarItem[]>, translations: Translations): Record<string, SidebarItem[]> {
  if (!translations.messages.size) return sidebars;
  const out: Record<string, SidebarItem[]> = {};
  for (const [id, items] of Object.entries(sidebars)) {
    // Another docs instance's sidebar (`__docs/<instance>/<id>`) takes its keys from its own file; a versioned site
    // namespaces its sidebar ids (`current/docs`), and the keys name the id of the config.
    const instance = instanceOfSidebar(id);
    const keyOf = instance ? (key: string) => instanceMessageKey(instance.instance, key) : (key: string) => key;
    out[id] = translateItems(items, instance ? instance.sidebarId : id.slice(id.indexOf('/') + 1), translations.messages, keyOf);
  }
  return out;
}

function translateItems(items: readonly SidebarItem[], sidebarId: string, messages: ReadonlyMap<string, string>, keyOf: (key: string) => string): SidebarItem[] {
  const key = (kind: string, label: string) => messages.get(keyOf(`sidebar.${sidebarId}.${kind}.${label}`));
  return items.map((item) =>
    item.type === 'html'
      ? item
      : item.type === 'category'
        ? { ...item, label: key('category', item.label) ?? item.label, items: translateItems(item.items, sidebarId, messages, keyOf) }
        : { ...item, label: key(item.docId ? 'doc' : 'link', item.label) ?? item.label },
  );
}
