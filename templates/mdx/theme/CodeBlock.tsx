// @theme/CodeBlock: a code block as a fence of the same language and
// metadata renders (highlighted at build time, title, copy button). In an
// island in the browser, where there is no highlighter, plain code.
import type { ReactNode } from 'react';
import { RawHtml, useMdxContext } from '../context.js';

interface CodeBlockProps {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  metastring?: string;
  showLineNumbers?: boolean | number;
}

export default function CodeBlock({ children, language, className, title, metastring, showLineNumbers }: CodeBlockProps) {
  const context = useMdxContext();
  const code = (typeof children === 'string' ? children : Array.isArray(children) ? children.join('') : String(children ?? '')).replace(/\n$/, '');
  const lang = language ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? '';
  const info = [lang, title ? `title="${title}"` : '', showLineNumbers === true ? 'showLineNumbers' : typeof showLineNumbers === 'number' ? `showLineNumbers=${showLineNumbers}` : '', metastring ?? ''].filter(Boolean).join(' ');
  if (context.codeBlock) return <RawHtml html={context.codeBlock(code, info)} />;
  return (
    <div className={`code-block${lang ? ` language-${lang}` : ''}`}>
      {title ? <div className="code-title">{title}</div> : null}
      <pre className="shiki plain" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </div>
  );
}
