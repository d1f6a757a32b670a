// @docusaurus/Head: head tags of a page. brokerdocs writes a page's head from
// its front matter; tags given here are left out.
export default function Head(_props: { children?: unknown }) {
  return null;
}
