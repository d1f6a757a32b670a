// @theme/MDXComponents/Heading: a Markdown heading (`<MDXHeading as="h2">`), which is @theme/Heading.
export { default } from '../Heading.js';
