// @theme/MDXComponents/A: a Markdown link, as Docusaurus renders it (through Link).
export { default } from '../../docusaurus/Link.js';
