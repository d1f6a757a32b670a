// @theme/MDXComponents/Code: inline code (a block goes through CodeBlock).
import type { ReactNode } from 'react';
import CodeBlock from '../CodeBlock.js';

export default function Code({ children, className }: { children?: ReactNode; className?: string }) {
  if (className?.startsWith('language-')) return <CodeBlock className={className}>{children}</CodeBlock>;
  return <code className={className}>{children}</code>;
}
