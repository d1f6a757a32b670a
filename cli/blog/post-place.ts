// Where a post's file puts it, as Docusaurus' blog does: a date in its name
// (`2024-05-01-launch.md`, `2024-05-01-launch/index.md`, `2024/05/01/launch.md`)
// dates it and gives it the route `/blog/2024/05/01/launch`; a name without
// one is its route as it is; front matter `slug` is the route under the blog.
import { joinRoute, type DocLocation } from '../routes/slug.js';

/** The id prefix of posts and list pages: no doc of the docs folder can have it. */
export const BLOG_ID_PREFIX = '__blog/';

const DATED = /^(?<before>(?:.*\/)?)(?<year>\d{4})[-/](?<month>\d{1,2})[-/](?<day>\d{1,2})(?:[-/](?<text>.*?))?(?:\/index)?\.mdx?$/i;

export interface PostPlace {
  location: DocLocation;
  route: string;
  /** The date its file name gives, at midnight UTC. */
  dateFromName?: Date;
}

export function placePost(relative: string, slug: string | undefined, routeBasePath: string, trailingSlash: boolean | undefined): PostPlace {
  const withoutExtension = relative.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '');
  const match = DATED.exec(relative);
  let dateFromName: Date | undefined;
  let rest = withoutExtension;
  if (match?.groups) {
    const { before, year, month, day, text } = match.groups;
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
    // 2024-13-45 is not a date: such a name is the route as it is.
    if (date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)) {
      dateFromName = date;
      rest = `${before}${year}/${month!.padStart(2, '0')}/${day!.padStart(2, '0')}/${text ?? ''}`;
    }
  }
  const id = `${BLOG_ID_PREFIX}${withoutExtension || 'index'}`;
  const parts = withoutExtension.split('/');
  const location: DocLocation = { id, dir: parts.slice(0, -1).join('/'), isIndex: false, urlName: parts.at(-1) ?? 'index' };
  return { location, route: joinRoute(routeBasePath, slug ?? rest, trailingSlash), dateFromName };
}

/** A post's date: front matter's (a YAML date or a string `Date` reads), else its file name's; undefined when neither says. */
export function postDate(written: string | Date | undefined, dateFromName: Date | undefined): Date | undefined {
  if (written instanceof Date) return Number.isNaN(written.getTime()) ? dateFromName : written;
  if (typeof written === 'string') {
    // A bare day is that day in UTC, as YAML and Docusaurus read it.
    const day = /^\d{4}-\d{2}-\d{2}$/.test(written.trim()) ? new Date(`${written.trim()}T00:00:00Z`) : new Date(written);
    if (!Number.isNaN(day.getTime())) return day;
  }
  return dateFromName;
}
