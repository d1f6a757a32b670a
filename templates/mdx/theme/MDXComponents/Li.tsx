// @theme/MDXComponents/Li: a list item, kept as written.
import type { ComponentProps } from 'react';

export default function Li(props: ComponentProps<'li'>) {
  return <li {...props} />;
}
