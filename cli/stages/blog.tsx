// The blog stage, once every doc is rendered: a post's page gets its date,
// reading time and authors above its HTML and its tags below; each list
// page's HTML is drawn from the posts it lists (their text above the
// truncate marker, rendered as the post is); and the feeds are written
// from the posts' HTML. Templates draw all of it (templates/blog/), with
// the interface text in the site's language.
import type { SiteConfig } from '../config/resolve.js';
import type { Blog, BlogAuthor, BlogList, BlogPost } from '../blog/model.js';
import { platformName } from '../blog/author-socials.js';
import { blogFeeds, type FeedFile } from '../blog/feeds.js';
import type { LinkContext } from '../content/link-context.js';
import type { MarkdownRenderer } from '../content/markdown.js';
import { GrammarsNotLoaded } from '../content/highlight/highlighter.js';
import type { Translations } from '../i18n/translations.js';
import { buildTimeTranslator } from '../i18n/build-time-translator.js';
import type { RenderedDoc } from '../render/doc-page.js';
import { routeToHref } from '../routes/href.js';
import { renderStaticMarkup } from '../static-markup.js';
import { BlogArchive, type ArchiveYear } from '../../templates/blog/BlogArchive.js';
import { BlogAuthors } from '../../templates/blog/BlogAuthors.js';
import { BlogList as BlogListView } from '../../templates/blog/BlogList.js';
import { BlogPostFooter, BlogPostHeader } from '../../templates/blog/BlogPostParts.js';
import { BlogTags } from '../../templates/blog/BlogTags.js';
import type { AuthorView, PostMetaView, PreviewView } from '../../templates/blog/model.js';

export interface ComposedBlog {
  /** The version's rendered docs, the blog's pages with their HTML drawn. */
  docs: RenderedDoc[];
  feeds: FeedFile[];
}

/** `docs`: the rendered docs of the version the blog's pages are in (the one at the docs root). */
export async function composeBlog(config: SiteConfig, blog: Blog, docs: readonly RenderedDoc[], markdown: MarkdownRenderer, link: LinkContext, translations: Translations): Promise<ComposedBlog> {
  const t = buildTimeTranslator(translations);
  const byDoc = new Map(docs.map((rendered) => [rendered.doc.id, rendered]));
  const href = (route: string) => routeToHref(config.baseUrl, route);
  const dates = new Intl.DateTimeFormat(config.i18n.currentLocale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const metaOf = (post: BlogPost): PostMetaView => ({
    dateIso: post.date.toISOString().slice(0, 10),
    dateText: dates.format(post.date),
    ...(config.blog!.showReadingTime ? { readingMinutes: post.readingMinutes } : {}),
    authors: post.authors.map(authorView),
  });
  /** An author as the templates draw one: their name leads to their page on the blog when they have one. */
  function authorView(author: BlogAuthor): AuthorView {
    const url = author.pageRoute ? href(author.pageRoute) : author.url;
    const socials = author.socials?.map((social) => ({ name: platformName(social.platform), url: social.url }));
    return { ...(author.name ? { name: author.name } : {}), ...(author.title ? { title: author.title } : {}), ...(url ? { url } : {}), ...(author.imageUrl ? { imageUrl: author.imageUrl } : {}), ...(socials ? { socials } : {}) };
  }
  const postCount = (count: number) => (count === 1 ? t('One post') : t('{count} posts', { count: String(count) }));
  const authorsPage = blog.lists.find((list) => list.kind === 'authors');
  const tagsOf = (post: BlogPost) => post.tags.map((tag) => ({ label: tag.label, href: href(tag.route) }));

  // The post's own HTML, before anything is drawn around it: what the feeds carry and what a preview without a marker shows.
  const postHtml = new Map<BlogPost, string>();
  for (const post of blog.posts) postHtml.set(post, byDoc.get(post.doc.id)?.html ?? '');
  const previews = new Map<BlogPost, PreviewView>();
  const previewOf = async (post: BlogPost): Promise<PreviewView> => {
    let preview = previews.get(post);
    if (!preview) {
      const html = post.preview === undefined ? postHtml.get(post)! : await renderPreview(post, post.preview, markdown, link);
      preview = { ...metaOf(post), title: post.doc.title, href: href(post.doc.route), tags: tagsOf(post), html, truncated: post.preview !== undefined };
      previews.set(post, preview);
    }
    return preview;
  };

  const tagsPage = blog.lists.find((list) => list.kind === 'tags');
  const drawn = new Map<string, string>();
  for (const post of blog.posts) {
    drawn.set(post.doc.id, renderStaticMarkup(<BlogPostHeader meta={metaOf(post)} t={t} />) + postHtml.get(post)! + renderStaticMarkup(<BlogPostFooter tags={tagsOf(post)} t={t} />));
  }
  for (const list of blog.lists) drawn.set(list.doc.id, await listHtml(list));

  return {
    docs: docs.map((rendered) => {
      const html = drawn.get(rendered.doc.id);
      return html === undefined ? rendered : { ...rendered, html };
    }),
    feeds: blogFeeds(config, blog, postHtml),
  };

  async function listHtml(list: BlogList): Promise<string> {
    if (list.kind === 'authors') {
      return renderStaticMarkup(<BlogAuthors authors={blog.authors.map(({ author, posts }) => ({ ...authorView(author), ...(author.description ? { description: author.description } : {}), count: postCount(posts.length) }))} t={t} />);
    }
    if (list.kind === 'tags') {
      return renderStaticMarkup(<BlogTags tags={blog.tags.map(({ tag, posts }) => ({ label: tag.label, href: href(tag.route), count: posts.length }))} />);
    }
    if (list.kind === 'archive') {
      const years: ArchiveYear[] = [];
      for (const post of list.posts) {
        const year = String(post.date.getUTCFullYear());
        if (years.at(-1)?.year !== year) years.push({ year, posts: [] });
        years.at(-1)!.posts.push({ title: post.doc.title, href: href(post.doc.route), dateIso: post.date.toISOString().slice(0, 10), dateText: dates.format(post.date) });
      }
      return renderStaticMarkup(<BlogArchive years={years} />);
    }
    const shown = await Promise.all(list.posts.map(previewOf));
    return renderStaticMarkup(
      <BlogListView
        previews={shown}
        newer={list.newer ? href(list.newer) : undefined}
        older={list.older ? href(list.older) : undefined}
        tagsHref={list.kind === 'tag' && tagsPage ? href(tagsPage.doc.route) : undefined}
        tagDescription={list.tag?.description}
        author={list.author ? { ...authorView(list.author), ...(list.author.description ? { description: list.author.description } : {}) } : undefined}
        authorsHref={list.author && authorsPage ? href(authorsPage.doc.route) : undefined}
        t={t}
      />,
    );
  }
}

/**
 * The post's text above its truncate marker, rendered as the post is (its links and images resolved from its file).
 * What it would warn about, the whole post's render has warned already.
 */
async function renderPreview(post: BlogPost, source: string, markdown: MarkdownRenderer, link: LinkContext): Promise<string> {
  const { doc } = post;
  const render = () =>
    markdown.render(source, { file: doc.file, lineOffset: doc.bodyLineOffset, resolveLink: link.resolverFor(doc), resolveImage: link.imageResolverFor(doc), imports: doc.mdx.imports, absolute: doc.absolute, siteDir: link.siteDir }).html;
  try {
    return render();
  } catch (caught) {
    // A rebuild loads a grammar when a block first needs it (render-docs.ts does the same).
    if (!(caught instanceof GrammarsNotLoaded)) throw caught;
    await markdown.loadGrammars([caught.language]);
    return render();
  }
}
