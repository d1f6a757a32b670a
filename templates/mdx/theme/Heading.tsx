// @theme/Heading: a heading with its id and the `#` permalink markdown-it adds.
import type { ReactNode } from 'react';

export default function Heading({ as: Tag = 'h2', id, children }: { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; id?: string; children?: ReactNode }) {
  return (
    <Tag id={id}>
      {children}
      {id && Tag !== 'h1' ? (
        <>
          {' '}
          <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${typeof children === 'string' ? children : id}`}>
            #
          </a>
        </>
      ) : null}
    </Tag>
  );
}
