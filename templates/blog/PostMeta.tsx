// A post's date, reading time and authors: under its title on its own page
// and in its preview on the list pages.
import type { AuthorView, PostMetaView, WithTranslate } from './model.js';

export function PostMeta({ meta, t }: { meta: PostMetaView } & WithTranslate) {
  return (
    <div className="blog-post-meta">
      <p className="blog-post-date">
        <time dateTime={meta.dateIso}>{meta.dateText}</time>
        {meta.readingMinutes !== undefined ? ` · ${t('{minutes} min read', { minutes: String(meta.readingMinutes) })}` : null}
      </p>
      {meta.authors.length ? (
        <ul className="blog-authors" aria-label={t('Authors')}>
          {meta.authors.map((author, index) => (
            <li key={index} className="blog-author">
              <Author author={author} />
              <AuthorSocials author={author} t={t} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function Author({ author }: { author: AuthorView }) {
  // The picture repeats the name beside it: screen readers skip it.
  const picture = author.imageUrl ? <img className="blog-author-image" src={author.imageUrl} alt="" width={40} height={40} loading="lazy" /> : null;
  const name = author.name ? <span className="blog-author-name">{author.name}</span> : null;
  return (
    <>
      {author.url ? (
        <a className="blog-author-link" href={author.url}>
          {picture}
          {name}
        </a>
      ) : (
        <>
          {picture}
          {name}
        </>
      )}
      {author.title ? <span className="blog-author-title">{author.title}</span> : null}
    </>
  );
}

/** Links to the author's profiles elsewhere, each read out by its platform's name. */
export function AuthorSocials({ author, t }: { author: AuthorView } & WithTranslate) {
  if (!author.socials?.length) return null;
  return (
    <ul className="blog-author-socials" aria-label={t('Profiles of {name}', { name: author.name ?? '' })}>
      {author.socials.map((social) => (
        <li key={social.url}>
          <a href={social.url} target="_blank" rel="noopener noreferrer">
            {social.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
