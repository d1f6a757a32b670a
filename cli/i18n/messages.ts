// Every piece of interface text, by translation key, with its English message
// and a description for translators: what `write-translations` writes into
// code.json and what the locale's code.json overrides. The keys are
// Docusaurus' own where it has one, so a translated code.json carries over;
// the rest are ours (`brokerdocs.*`). Templates write the English message
// itself (templates/messages.ts says why), so each message here is unique.

export interface MessageEntry {
  message: string;
  description: string;
}

export const MESSAGES = {
  // Page chrome.
  'theme.common.skipToMainContent': { message: 'Skip to main content', description: 'The skip link, first on every page, for keyboard and screen-reader users' },
  'brokerdocs.navbar.ariaLabel': { message: 'Main', description: 'The ARIA label of the navbar' },
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': { message: 'Toggle navigation bar', description: 'The ARIA label of the hamburger button that opens the mobile menu' },
  'brokerdocs.mobileMenu.ariaLabel': { message: 'Navigation', description: 'The ARIA label of the mobile menu dialog' },
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': { message: 'Close navigation bar', description: 'The ARIA label of the button closing the mobile menu' },
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': { message: '← Back to main menu', description: 'The button of the mobile menu going from the docs sidebar back to the navbar items' },
  'brokerdocs.mobileMenu.docsMenu': { message: 'Docs menu →', description: 'The button of the mobile menu going from the navbar items to the docs sidebar' },
  'brokerdocs.mobileMenu.primaryAriaLabel': { message: 'Main (mobile)', description: 'The ARIA label of the navbar items in the mobile menu' },
  'brokerdocs.mobileMenu.sidebarAriaLabel': { message: 'Docs sidebar (mobile)', description: 'The ARIA label of the docs sidebar in the mobile menu' },
  'theme.navbar.mobileVersionsDropdown.label': { message: 'Versions', description: 'The label of the versions dropdown in the mobile menu' },
  'theme.AnnouncementBar.closeButtonAriaLabel': { message: 'Close', description: 'The ARIA label of the button closing the announcement bar' },
  'brokerdocs.announcementBar.ariaLabel': { message: 'Announcement', description: 'The ARIA label of the announcement bar' },
  'theme.colorToggle.ariaLabel': { message: 'Switch between dark and light mode (currently {mode})', description: 'The ARIA label of the colour mode toggle' },
  'theme.colorToggle.ariaLabel.mode.dark': { message: 'dark mode', description: 'The name of the dark colour mode' },
  'theme.colorToggle.ariaLabel.mode.light': { message: 'light mode', description: 'The name of the light colour mode' },
  // Docs pages.
  'theme.docs.sidebar.navAriaLabel': { message: 'Docs sidebar', description: 'The ARIA label of the docs sidebar' },
  'theme.docs.sidebar.collapseButtonTitle': { message: 'Collapse sidebar', description: 'The title and label of the button hiding the docs sidebar' },
  'theme.docs.sidebar.expandButtonTitle': { message: 'Expand sidebar', description: 'The title and ARIA label of the button showing the hidden docs sidebar' },
  'theme.DocSidebarItem.expandCategoryAriaLabel': { message: "Expand sidebar category '{label}'", description: 'The ARIA label of the button opening a sidebar category' },
  'theme.DocSidebarItem.collapseCategoryAriaLabel': { message: "Collapse sidebar category '{label}'", description: 'The ARIA label of the button closing a sidebar category' },
  'theme.docs.breadcrumbs.navAriaLabel': { message: 'Breadcrumbs', description: 'The ARIA label of the breadcrumbs' },
  'theme.docs.breadcrumbs.home': { message: 'Home page', description: 'The ARIA label of the home link of the breadcrumbs' },
  'brokerdocs.breadcrumbs.homeLabel': { message: 'Home', description: 'The text of the home link of the breadcrumbs' },
  'theme.TOCCollapsible.toggleButtonLabel': { message: 'On this page', description: 'The title of the table of contents beside a doc' },
  'theme.docs.paginator.navAriaLabel': { message: 'Docs pages', description: 'The ARIA label of the previous / next links under a doc' },
  'theme.docs.paginator.previous': { message: 'Previous', description: 'The label above the link to the previous doc' },
  'theme.docs.paginator.next': { message: 'Next', description: 'The label above the link to the next doc' },
  'brokerdocs.copyPage.label': { message: 'Copy page as Markdown', description: "The button copying the page's Markdown" },
  'theme.common.editThisPage': { message: 'Edit this page', description: 'The link under a doc to its source, where docs.editUrl is set' },
  'theme.lastUpdated.lastUpdatedAtBy': { message: 'Last updated{atDate}{byUser}', description: 'The line under a doc saying when and by whom it was last changed (docs.showLastUpdateTime, showLastUpdateAuthor)' },
  'theme.lastUpdated.atDate': { message: ' on {date}', description: 'The date part of the last-updated line' },
  'theme.lastUpdated.byUser': { message: ' by {user}', description: 'The author part of the last-updated line' },
  'theme.CodeBlock.copied': { message: 'Copied', description: 'Shown on a copy button once the text is on the clipboard' },
  'brokerdocs.copy.failed': { message: 'Copy failed', description: 'Shown on a copy button when the clipboard refused the text' },
  'theme.CodeBlock.copy': { message: 'Copy', description: 'The copy button of a code block' },
  'theme.CodeBlock.copyButtonAriaLabel': { message: 'Copy code to clipboard', description: 'The ARIA label of the copy button of a code block' },
  'brokerdocs.untranslated.notice': { message: 'This page has not been translated yet. It is shown in {language}.', description: 'Above a page shown in the default language because the locale has no translation of it' },
  // Search.
  'theme.SearchBar.label': { message: 'Search', description: 'The placeholder of the search box' },
  'brokerdocs.searchBar.ariaLabel': { message: 'Search the documentation', description: 'The ARIA label of the search box' },
  'brokerdocs.searchBar.loading': { message: 'Loading search index…', description: 'Shown while the search index loads' },
  'brokerdocs.searchBar.resultsAriaLabel': { message: 'Search results', description: 'The ARIA label of the list of search results' },
  'searchBar.noResults': { message: 'No results for "{query}"', description: 'Shown when a search finds nothing' },
  'brokerdocs.searchBar.unavailable': { message: 'Search is unavailable right now; your next search tries again.', description: 'Shown instead of results when the search index could not be fetched' },
  'brokerdocs.searchBar.oneResult': { message: '1 result', description: 'Said to screen readers when a search finds one result' },
  'brokerdocs.searchBar.results': { message: '{count} results', description: 'Said to screen readers when a search finds several results' },
  // Loading and errors.
  'brokerdocs.page.loading': { message: 'Loading…', description: 'Said to screen readers while a page loads' },
  'brokerdocs.page.loadFailedTitle': { message: 'This page could not be loaded.', description: 'The title of the box shown when a page failed to load' },
  'brokerdocs.page.loadFailed': { message: 'The page {path} could not be loaded ({error}). Check your connection and retry.', description: 'The message of the box shown when a page failed to load' },
  'brokerdocs.page.retry': { message: 'Retry', description: 'The button loading a page again after it failed to load' },
  'theme.ErrorPageContent.title': { message: 'This page crashed.', description: 'The title of the box shown when a page crashed' },
  'theme.ErrorPageContent.tryAgain': { message: 'Try again', description: 'The button rendering a crashed page again' },
  'theme.NotFound.title': { message: 'Page not found', description: 'The title of the 404 page' },
  'theme.NotFound.p1': { message: 'We could not find what you were looking for. The page may have moved, or the link you followed may be mistyped.', description: 'The text of the 404 page' },
  'brokerdocs.notFound.home': { message: 'Go to the documentation home', description: 'The link of the 404 page to the site home' },
  // The blog (written into its pages by the build).
  'brokerdocs.blog.readingTime': { message: '{minutes} min read', description: 'How long a blog post takes to read, beside its date' },
  'theme.blog.post.readMore': { message: 'Read more', description: 'The link from a post\'s preview on a blog list page to the whole post' },
  'theme.blog.paginator.navAriaLabel': { message: 'Blog list page navigation', description: 'The ARIA label of the links to the newer and older blog list pages' },
  'theme.blog.paginator.newerEntries': { message: 'Newer entries', description: 'The link to the blog list page of newer posts' },
  'theme.blog.paginator.olderEntries': { message: 'Older entries', description: 'The link to the blog list page of older posts' },
  'theme.tags.tagsListLabel': { message: 'Tags:', description: 'The label before a blog post\'s or a doc\'s tags' },
  'theme.tags.tagsPageTitle': { message: 'Tags', description: 'The title of the page listing every blog tag, or every tag of a docs version' },
  'theme.tags.tagsPageLink': { message: 'View all tags', description: 'The link from a tag\'s page to the page of every tag' },
  'brokerdocs.blog.taggedPost': { message: 'One post tagged with "{tag}"', description: 'The title of a blog tag\'s page with one post' },
  'brokerdocs.blog.taggedPosts': { message: '{count} posts tagged with "{tag}"', description: 'The title of a blog tag\'s page with several posts' },
  'brokerdocs.docs.taggedDoc': { message: 'One doc tagged with "{tag}"', description: 'The title of a docs tag\'s page with one doc' },
  'brokerdocs.docs.taggedDocs': { message: '{count} docs tagged with "{tag}"', description: 'The title of a docs tag\'s page with several docs' },
  'theme.blog.archive.title': { message: 'Archive', description: 'The title of the blog archive page' },
  'theme.blog.archive.description': { message: 'Every post of the blog, newest first', description: 'The description of the blog archive page' },
  'theme.blog.authorsList.pageTitle': { message: 'Authors', description: 'The title of the page listing the blog\'s authors who have a page, and the ARIA label of a blog post\'s list of authors' },
  'theme.blog.authorsList.viewAll': { message: 'View all authors', description: 'The link from an author\'s page to the page of every author' },
  'theme.blog.author.noPosts': { message: 'This author has not written any posts yet.', description: 'Shown on the page of an author without posts' },
  'brokerdocs.blog.authorPostCount': { message: '{count} posts', description: 'How many posts an author wrote, on the page of every author (several)' },
  'brokerdocs.blog.authorOnePost': { message: 'One post', description: 'How many posts an author wrote, on the page of every author (one)' },
  'brokerdocs.blog.authorSocials': { message: 'Profiles of {name}', description: 'The ARIA label of an author\'s links to their profiles elsewhere' },
} satisfies Record<string, MessageEntry>;

export type MessageKey = keyof typeof MESSAGES;

/** The messages the build writes into the pages itself: the browser is never sent them. */
export const BUILD_TIME_KEYS: ReadonlySet<string> = new Set<MessageKey>([
  'theme.CodeBlock.copy',
  'theme.CodeBlock.copyButtonAriaLabel',
  'brokerdocs.untranslated.notice',
  'theme.NotFound.title',
  'brokerdocs.blog.readingTime',
  'theme.blog.post.readMore',
  'theme.blog.paginator.navAriaLabel',
  'theme.blog.paginator.newerEntries',
  'theme.blog.paginator.olderEntries',
  'theme.tags.tagsListLabel',
  'theme.tags.tagsPageTitle',
  'theme.tags.tagsPageLink',
  'brokerdocs.blog.taggedPost',
  'brokerdocs.blog.taggedPosts',
  'brokerdocs.docs.taggedDoc',
  'brokerdocs.docs.taggedDocs',
  'theme.blog.archive.title',
  'theme.blog.archive.description',
  'theme.blog.authorsList.pageTitle',
  'theme.blog.authorsList.viewAll',
  'theme.blog.author.noPosts',
  'brokerdocs.blog.authorPostCount',
  'brokerdocs.blog.authorOnePost',
  'brokerdocs.blog.authorSocials',
]);

/** A key's English message, for the interface text the build writes itself (404 title, code block buttons). */
export function englishMessage(key: MessageKey): string {
  return MESSAGES[key].message;
}
