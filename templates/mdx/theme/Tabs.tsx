// @theme/Tabs: the markup of cli/content/mdx/tabs-markup.ts, which
// runtime/tabs.ts switches. As in Docusaurus, the tabs are read from the
// children's props (`value`, `label`, `default`) and from `values`.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useMdxContext } from '../context.js';

interface TabItemProps {
  value?: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

interface TabsProps {
  values?: Array<{ value: string; label?: string }>;
  defaultValue?: string;
  groupId?: string;
  queryString?: boolean | string;
  children?: ReactNode;
}

export default function Tabs({ values, defaultValue, groupId, queryString, children }: TabsProps) {
  const context = useMdxContext();
  const id = ++context.tabSets.count;
  const children_ = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => isValidElement(child));
  // `values` lists the tabs in their order, as Docusaurus shows them; children it does not name come after.
  const rank = (item: ReactElement<TabItemProps>) => {
    const at = values?.findIndex((entry) => entry.value === item.props.value) ?? -1;
    return at < 0 ? Infinity : at;
  };
  const items = values?.length ? [...children_].sort((a, b) => rank(a) - rank(b)) : children_;
  const valueOf = (item: ReactElement<TabItemProps>, index: number) => item.props.value ?? item.props.label ?? String(index + 1);
  const labelOf = (item: ReactElement<TabItemProps>, index: number) => values?.find((v) => v.value === valueOf(item, index))?.label ?? item.props.label ?? valueOf(item, index);
  let selected = items.findIndex((item, index) => (defaultValue !== undefined ? valueOf(item, index) === defaultValue : item.props.default === true));
  if (selected < 0) selected = 0;
  const queryKey = typeof queryString === 'string' ? queryString : queryString === true ? groupId : undefined;
  return (
    <div className="tabs-container" data-tabs="" data-group-id={groupId} data-query-key={queryKey}>
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map((item, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            className={`tabs-item${index === selected ? ' tabs-item-active' : ''}`}
            id={`tab-${id}-${index}`}
            aria-controls={`tabpanel-${id}-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            data-value={valueOf(item, index)}
          >
            {labelOf(item, index)}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div key={index} role="tabpanel" className="tab-panel" id={`tabpanel-${id}-${index}`} aria-labelledby={`tab-${id}-${index}`} data-value={valueOf(item, index)} hidden={index !== selected}>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}
