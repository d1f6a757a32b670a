// @theme/MDXComponents/Details: MDX's `<details>`, which is @theme/Details.
export { default } from '../Details.js';
