// @theme/TabItem: its Tabs renders its content in a panel; alone, it is a panel of its own.
import type { ReactNode } from 'react';

export default function TabItem({ children }: { value?: string; label?: string; default?: boolean; children?: ReactNode }) {
  return <div className="tab-panel">{children}</div>;
}
