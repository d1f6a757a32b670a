// Above the pages of a version that is not the latest release: unreleased
// ("Next") or no longer maintained, with a link to the same page in the
// latest version (its main doc when the page is not there). Docusaurus' wording.
import { useDocsVersion } from '../docs-versions.js';
import { useSite } from '../site-context.js';

export function VersionBanner() {
  const site = useSite();
  const { active, last, targetIn, choose } = useDocsVersion();
  if (!active?.banner || active === last) return null;
  return (
    <div className="admonition admonition-warning version-banner">
      <p>
        {active.banner === 'unreleased' ? (
          <>
            This is unreleased documentation for {site.title} <b>{active.label}</b> version.
          </>
        ) : (
          <>
            This is documentation for {site.title} <b>{active.label}</b>, which is no longer actively maintained.
          </>
        )}
      </p>
      <p>
        For up-to-date documentation, see the{' '}
        <b>
          <a href={targetIn(last)} onClick={() => choose(last.name)}>
            latest version
          </a>
        </b>{' '}
        ({last.label}).
      </p>
    </div>
  );
}
