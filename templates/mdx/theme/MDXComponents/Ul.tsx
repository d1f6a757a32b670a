// @theme/MDXComponents/Ul: a list, with Docusaurus' class for one of task items (markdown-it's own lists keep theirs).
import type { ComponentProps } from 'react';

export default function Ul({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={className?.includes('contains-task-list') ? `${className} clean-list` : className} {...props} />;
}
