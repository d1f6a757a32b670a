// @theme/MDXComponents/Pre: a `<pre>` written in a page, kept as written.
import type { ComponentProps } from 'react';

export default function Pre(props: ComponentProps<'pre'>) {
  return <pre {...props} />;
}
