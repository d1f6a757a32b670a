// The HTML of a set of tabs, for `<Tabs>`/`<TabItem>` and `npm2yarn` code
// blocks alike. Without JavaScript the selected tab's panel shows and the
// others are `hidden`; runtime/tabs.ts switches them and keeps tabs of one
// `groupId` in step (storage key `docusaurus.tab.<groupId>`, as Docusaurus).

export interface TabSet {
  /** Numbers the set within its page: element ids are `tab-<id>-<index>`. */
  id: number;
  items: Array<{ value: string; label: string }>;
  /** Index of the tab shown first. */
  selected: number;
  groupId?: string;
  /** Query-string key that selects a tab (`?os=mac`), from `queryString`. */
  queryKey?: string;
}

type Escape = (text: string) => string;

export function tabsOpen(set: TabSet, escape: Escape): string {
  const data = `${set.groupId ? ` data-group-id="${escape(set.groupId)}"` : ''}${set.queryKey ? ` data-query-key="${escape(set.queryKey)}"` : ''}`;
  const buttons = set.items
    .map((item, index) => {
      const selected = index === set.selected;
      return (
        `<button type="button" role="tab" class="tabs-item${selected ? ' tabs-item-active' : ''}" id="tab-${set.id}-${index}"` +
        ` aria-controls="tabpanel-${set.id}-${index}" aria-selected="${selected}" tabindex="${selected ? 0 : -1}" data-value="${escape(item.value)}">${escape(item.label)}</button>`
      );
    })
    .join('');
  return `<div class="tabs-container" data-tabs${data}><div role="tablist" aria-orientation="horizontal" class="tabs">${buttons}</div>\n`;
}

export const TABS_CLOSE = '</div>\n';

export function tabPanelOpen(set: TabSet, index: number, escape: Escape): string {
  const value = set.items[index]?.value ?? '';
  return `<div role="tabpanel" class="tab-panel" id="tabpanel-${set.id}-${index}" aria-labelledby="tab-${set.id}-${index}" data-value="${escape(value)}"${index === set.selected ? '' : ' hidden'}>\n`;
}

export const TAB_PANEL_CLOSE = '</div>\n';
