// Headings of the reference: each carries a `#` link to its section (the
// element with the anchor id), so any part of the page can be linked to.
import type { ReactNode } from 'react';
import type { Html } from './model.js';

export function AnchorHeading({ level, anchor, label, className, children }: { level: 2 | 3 | 4; anchor: string; label: string; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={className}>
      {children}
      <a className="hash-link" href={`#${anchor}`} aria-label={`Direct link to ${label}`}>
        #
      </a>
    </Tag>
  );
}

/** Build-time HTML (rendered Markdown) in the page's Markdown styles. */
export function MarkdownHtml({ html, className }: { html: Html | undefined; className?: string }) {
  if (!html) return null;
  return <div className={`markdown${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A highlighted code block with the copy button the runtime wires up. */
export function CodeBlock({ html, language, label }: { html: Html; language: string; label: string }) {
  return (
    <div className={`code-block language-${language}`}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <button type="button" className="copy-code" aria-label={`Copy ${label} to clipboard`}>
        Copy
      </button>
    </div>
  );
}
