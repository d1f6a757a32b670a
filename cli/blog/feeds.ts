// The blog's feeds, as Docusaurus writes them beside the blog: RSS 2.0
// (`rss.xml`), Atom (`atom.xml`) and JSON Feed 1.1 (`feed.json`), each with
// the 20 newest listed posts and their whole HTML. Feed readers show the
// HTML away from the site, so its links and images are made absolute (from
// the config's `url`).
import type { SiteConfig } from '../config/resolve.js';
import { escapeHtml } from '../escape-html.js';
import { routeToHref } from '../routes/href.js';
import type { Blog, BlogPost } from './model.js';

export interface FeedFile {
  /** Path under the base URL: `blog/rss.xml`. */
  name: string;
  content: Buffer;
}

/** Posts a feed carries, newest first (Docusaurus' default limit). */
const FEED_POSTS = 20;

export function blogFeeds(config: SiteConfig, blog: Blog, postHtml: ReadonlyMap<BlogPost, string>): FeedFile[] {
  const blogConfig = config.blog!;
  const posts = blog.posts.filter((post) => !post.unlisted).slice(0, FEED_POSTS);
  if (!blogConfig.feeds.length || !posts.length) return [];
  const origin = (config.url ?? '').replace(/\/+$/, '');
  const absolute = (route: string) => `${origin}${routeToHref(config.baseUrl, route)}`;
  const folder = blogConfig.routeBasePath.replace(/^\/+|\/+$/g, '');
  const nameOf = (file: string) => (folder ? `${folder}/${file}` : file);
  const home = absolute(`/${folder}`);
  const entries = posts.map((post) => ({
    post,
    url: absolute(post.doc.route),
    html: absoluteLinks(postHtml.get(post) ?? '', origin),
    summary: post.doc.frontMatter.description,
  }));
  const updated = posts[0]!.date;
  const files: FeedFile[] = [];
  for (const type of blogConfig.feeds) {
    if (type === 'rss') {
      const items = entries.map(({ post, url, html, summary }) =>
        [
          '<item>',
          `<title>${xml(post.doc.title)}</title>`,
          `<link>${xml(url)}</link>`,
          `<guid>${xml(url)}</guid>`,
          `<pubDate>${post.date.toUTCString()}</pubDate>`,
          summary ? `<description>${xml(summary)}</description>` : '',
          `<content:encoded>${cdata(html)}</content:encoded>`,
          ...post.authors.filter((author) => author.name).map((author) => `<dc:creator>${xml(author.name!)}</dc:creator>`),
          ...post.tags.map((tag) => `<category>${xml(tag.label)}</category>`),
          '</item>',
        ].join(''),
      );
      const channel = [
        `<title>${xml(blogConfig.title)}</title>`,
        `<link>${xml(home)}</link>`,
        `<description>${xml(blogConfig.description)}</description>`,
        `<lastBuildDate>${updated.toUTCString()}</lastBuildDate>`,
        '<docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
        `<language>${xml(config.i18n.currentLocale)}</language>`,
        blogConfig.copyright ? `<copyright>${xml(blogConfig.copyright)}</copyright>` : '',
      ].join('\n');
      files.push(text(nameOf('rss.xml'), `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">\n<channel>\n${channel}\n${items.join('\n')}\n</channel>\n</rss>\n`));
    } else if (type === 'atom') {
      const items = entries.map(({ post, url, html, summary }) =>
        [
          '<entry>',
          `<title type="html">${xml(post.doc.title)}</title>`,
          `<id>${xml(url)}</id>`,
          `<link href="${xml(url)}"/>`,
          `<updated>${post.date.toISOString()}</updated>`,
          summary ? `<summary type="html">${xml(summary)}</summary>` : '',
          `<content type="html">${xml(html)}</content>`,
          ...post.authors.filter((author) => author.name).map((author) => `<author><name>${xml(author.name!)}</name>${author.url ? `<uri>${xml(author.url)}</uri>` : ''}</author>`),
          ...post.tags.map((tag) => `<category label="${xml(tag.label)}" term="${xml(tag.label)}"/>`),
          '</entry>',
        ].join(''),
      );
      const head = [
        `<id>${xml(home)}</id>`,
        `<title>${xml(blogConfig.title)}</title>`,
        `<updated>${updated.toISOString()}</updated>`,
        `<link rel="alternate" href="${xml(home)}"/>`,
        `<link rel="self" href="${xml(absolute(`/${nameOf('atom.xml')}`))}"/>`,
        `<subtitle>${xml(blogConfig.description)}</subtitle>`,
        blogConfig.copyright ? `<rights>${xml(blogConfig.copyright)}</rights>` : '',
      ].join('\n');
      files.push(text(nameOf('atom.xml'), `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n${head}\n${items.join('\n')}\n</feed>\n`));
    } else {
      const feed = {
        version: 'https://jsonfeed.org/version/1.1',
        title: blogConfig.title,
        home_page_url: home,
        feed_url: absolute(`/${nameOf('feed.json')}`),
        description: blogConfig.description,
        language: config.i18n.currentLocale,
        items: entries.map(({ post, url, html, summary }) => ({
          id: url,
          url,
          title: post.doc.title,
          content_html: html,
          ...(summary ? { summary } : {}),
          date_published: post.date.toISOString(),
          ...(post.tags.length ? { tags: post.tags.map((tag) => tag.label) } : {}),
          ...(post.authors.some((author) => author.name) ? { authors: post.authors.filter((author) => author.name).map((author) => ({ name: author.name, ...(author.url ? { url: author.url } : {}) })) } : {}),
        })),
      };
      files.push(text(nameOf('feed.json'), `${JSON.stringify(feed, null, 2)}\n`));
    }
  }
  return files;
}

function text(name: string, content: string): FeedFile {
  return { name, content: Buffer.from(content) };
}

/** Text and attribute values in XML: HTML's escaping of the five characters is XML's. */
const xml = escapeHtml;

/** HTML in a CDATA section; a `]]>` inside it is split across two sections. */
function cdata(html: string): string {
  return `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

/** Root-relative `href` and `src` values made absolute, for readers that show the HTML away from the site. */
function absoluteLinks(html: string, origin: string): string {
  return origin ? html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`) : html;
}
