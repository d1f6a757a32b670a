// Every listed post by year, newest first: its date and title.
export interface ArchiveYear {
  year: string;
  posts: Array<{ title: string; href: string; dateIso: string; dateText: string }>;
}

export function BlogArchive({ years }: { years: ArchiveYear[] }) {
  return (
    <div className="blog-archive">
      {years.map(({ year, posts }) => (
        <section key={year} className="blog-archive-year">
          <h2>{year}</h2>
          <ul>
            {posts.map((post) => (
              <li key={post.href}>
                <time dateTime={post.dateIso}>{post.dateText}</time> <a href={post.href}>{post.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
