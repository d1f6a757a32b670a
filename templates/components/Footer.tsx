import { useSite } from '../site-context.js';
import { Logo } from './Navbar.js';

export function Footer() {
  const { footer } = useSite();
  if (!footer) return null;
  return (
    <footer className={`footer footer-${footer.style}`}>
      <div className="footer-inner">
        {footer.columns.length ? (
          <div className="footer-columns">
            {footer.columns.map((column, i) => (
              <div key={i} className="footer-column">
                <h2 className="footer-title">{column.title}</h2>
                <ul>
                  {column.items.map((item, j) =>
                    'html' in item ? (
                      // The site's own HTML, from its config (as the copyright below).
                      <li key={j} className="footer-html" dangerouslySetInnerHTML={{ __html: item.html }} />
                    ) : (
                      <li key={j}>
                        <a className="footer-link" href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                          {item.label}
                        </a>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {footer.logo ? (
          <a className="footer-logo" href={footer.logo.href}>
            <Logo logo={footer.logo} title={footer.logo.alt} />
          </a>
        ) : null}
        {footer.copyright ? <div className="footer-copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} /> : null}
      </div>
    </footer>
  );
}
