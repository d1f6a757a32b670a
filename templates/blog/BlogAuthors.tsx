// The blog's authors who have a page: on the page of every author, each
// with their picture, name, title and how many posts they wrote; on an
// author's own page, the one author with what the authors file says of them.
import { Author, AuthorSocials } from './PostMeta.js';
import type { AuthorCardView, WithTranslate } from './model.js';

export function AuthorCard({ author, t }: { author: AuthorCardView } & WithTranslate) {
  return (
    <div className="blog-author blog-author-card">
      <Author author={author} />
      {author.count ? <span className="blog-author-count">{author.count}</span> : null}
      {author.description ? <p className="blog-author-description">{author.description}</p> : null}
      <AuthorSocials author={author} t={t} />
    </div>
  );
}

export function BlogAuthors({ authors, t }: { authors: AuthorCardView[] } & WithTranslate) {
  return (
    <ul className="blog-authors-list">
      {authors.map((author, index) => (
        <li key={index}>
          <AuthorCard author={author} t={t} />
        </li>
      ))}
    </ul>
  );
}
