// The inline head script, run before first paint. It is minified at install
// time and inlined by the build followed by `headScript(options)`. It applies the
// colour mode (no flash), hides a dismissed announcement bar (no layout shift)
// and warns when the site is opened outside its base URL — without the bundle.
// It must stand alone: no imports, nothing that can throw.
interface HeadOptions {
  baseUrl: string;
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  disableSwitch: boolean;
  announcementId: string | null;
}

function headScript(options: HeadOptions) {
  const root = document.documentElement;
  // Storage may be missing or throw (privacy modes, sandboxed frames): then the page
  // behaves as with empty storage. The runtime reports it; this script stays silent.
  const read = (key: string): string | null => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };

  // Same rule as useColorMode: the stored choice, else the system preference when the
  // site follows it, else the default. With the switch disabled there is no choice to read.
  const stored = options.disableSwitch ? null : read('theme');
  let mode = options.defaultMode;
  if (stored === 'light' || stored === 'dark') mode = stored;
  else if (options.respectPrefersColorScheme && window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches) mode = 'dark';
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;

  if (options.announcementId) {
    let viewed = read('docusaurus.announcement.id');
    // An early release stored the default id misspelt; it stands for the current default.
    if (viewed === 'annoucement-bar') viewed = 'announcement-bar';
    if (viewed === options.announcementId && read('docusaurus.announcement.dismiss') === 'true') root.setAttribute('data-announcement-dismissed', '');
  }

  const path = window.location.pathname;
  if (path.indexOf(options.baseUrl) !== 0 && `${path}/` !== options.baseUrl) {
    // Opened outside its base URL, the page's stylesheet and scripts do not load,
    // so the banner carries its own styles.
    const showBanner = () => {
      if (document.getElementById('base-url-issue-banner')) return;
      const banner = document.createElement('div');
      banner.id = 'base-url-issue-banner';
      banner.setAttribute('role', 'alert');
      banner.setAttribute(
        'style',
        'position:relative;z-index:1000;margin:0;padding:16px 24px;background:#fff3cd;color:#4a3700;border-bottom:2px solid #d4a106;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif',
      );
      const title = document.createElement('strong');
      title.textContent = 'Your site did not load properly.';
      const detail = document.createElement('p');
      detail.setAttribute('style', 'margin:4px 0 0');
      detail.textContent = `This site is configured for the base URL "${options.baseUrl}", but it was opened at "${path}". Open it under ${options.baseUrl}, or set baseUrl in docs.config.ts to the path it is served from.`;
      banner.append(title, detail);
      document.body.prepend(banner);
    };
    if (document.body) showBanner();
    else document.addEventListener('DOMContentLoaded', showBanner);
  }
}
