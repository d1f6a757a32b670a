// The inline head script, run before first paint. It is minified at install
// time and inlined by the build followed by `headScript(options)`. It applies the
// colour mode (no flash), hides a dismissed announcement bar (no layout shift)
// and warns when the site is opened outside its base URL — without the bundle.
interface HeadOptions {
  baseUrl: string;
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  disableSwitch: boolean;
  announcementId: string | null;
}

function headScript(options: HeadOptions) {
  const root = document.documentElement;
  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const stored = read('theme');
  let mode = options.defaultMode;
  if (!options.disableSwitch) {
    if (stored === 'light' || stored === 'dark') mode = stored;
    else if (options.respectPrefersColorScheme && window.matchMedia('(prefers-color-scheme: dark)').matches) mode = 'dark';
  }
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;

  if (options.announcementId) {
    let viewed = read('docusaurus.announcement.id');
    if (viewed === 'annoucement-bar') viewed = 'announcement-bar';
    if (viewed === options.announcementId && read('docusaurus.announcement.dismiss') === 'true') root.setAttribute('data-announcement-dismissed', '');
  }

  if (window.location.pathname.indexOf(options.baseUrl) !== 0 && `${window.location.pathname}/` !== options.baseUrl) {
    document.addEventListener('DOMContentLoaded', () => {
      const banner = document.createElement('div');
      banner.id = 'base-url-issue-banner';
      banner.setAttribute('role', 'alert');
      const title = document.createElement('strong');
      title.textContent = 'Your site did not load properly.';
      const detail = document.createElement('p');
      detail.textContent = `This site is configured for the base URL "${options.baseUrl}", but it was opened at "${window.location.pathname}". Open it under ${options.baseUrl}, or fix the baseUrl of docs.config.ts.`;
      banner.append(title, detail);
      document.body.prepend(banner);
    });
  }
}
