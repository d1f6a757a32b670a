// An author's `socials` in the blog's authors file, as Docusaurus 3.5 reads
// them: each a handle on a platform it knows (`github: octocat`) or a whole
// URL on any platform. A handle on a platform it does not know has no URL to
// go to and is left out with a warning at its line.
import type { AuthorSocial } from './model.js';

/** Where a handle leads on each platform Docusaurus knows. */
const PROFILE_URLS: Record<string, (handle: string) => string> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (handle) => `https://stackoverflow.com/users/${handle}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
};

/** The name a link to the platform is read out by. */
const PLATFORM_NAMES: Record<string, string> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
  email: 'Email',
};

export function platformName(platform: string): string {
  return PLATFORM_NAMES[platform.toLowerCase()] ?? platform;
}

/** The socials as URLs, and the platforms whose handle leads nowhere. Only http(s) and mailto addresses are kept: the file is the site's, but a `javascript:` link stays out of its pages. */
export function authorSocials(written: Record<string, unknown>): { socials: AuthorSocial[]; unknown: string[] } {
  const socials: AuthorSocial[] = [];
  const unknown: string[] = [];
  for (const [platform, value] of Object.entries(written)) {
    if (typeof value !== 'string' || !value.trim()) continue;
    const handle = value.trim();
    if (/^(https?:\/\/|mailto:)/i.test(handle)) socials.push({ platform, url: handle });
    else if (PROFILE_URLS[platform.toLowerCase()]) socials.push({ platform, url: PROFILE_URLS[platform.toLowerCase()]!(handle.replace(/^@/, '')) });
    else unknown.push(platform);
  }
  return { socials, unknown };
}
