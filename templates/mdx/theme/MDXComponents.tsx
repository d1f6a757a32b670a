// @theme/MDXComponents: the components a page may use without importing them, as in Docusaurus.
import Admonition from './Admonition.js';
import CodeBlock from './CodeBlock.js';
import Details from './Details.js';
import DocCardList from './DocCardList.js';
import Head from '../docusaurus/Head.js';
import Heading from './Heading.js';
import TabItem from './TabItem.js';
import Tabs from './Tabs.js';
import TOCInline from './TOCInline.js';

const MDXComponents = { Admonition, CodeBlock, Details, details: Details, DocCardList, Head, Heading, TabItem, Tabs, TOCInline };

export default MDXComponents;
