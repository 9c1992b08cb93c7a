import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n-react';
import { Link, useRouter } from '../../router/router-react';

export interface BlogCategoryLink { id: string; slug: string; name: string; postCount: number }

/** The blog's own search: a plain GET form, taken over by the router once the script runs. */
export function BlogSearchForm({ initial = '' }: { initial?: string }) {
  const t = useT();
  const router = useRouter();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void router.navigate({ name: 'blogSearch', query: { q: text.trim() } });
  };
  return (
    <form className="search-box blog-search" role="search" action="/blog/search" method="get" onSubmit={submit} aria-label={t('blog.search.label')}>
      <label htmlFor="blog-search" className="visually-hidden">{t('blog.search.label')}</label>
      <input id="blog-search" name="q" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('blog.search.placeholder')} maxLength={200} autoComplete="off" />
      <button type="submit">{t('blog.search.submit')}</button>
    </form>
  );
}

/** Search and the categories, beside every blog list. */
export function BlogAside({ categories, current, query }: { categories: BlogCategoryLink[]; current?: string; query?: string }) {
  const t = useT();
  return (
    <aside className="blog-aside">
      <BlogSearchForm initial={query} />
      <nav aria-labelledby="blog-categories">
        <h2 id="blog-categories" className="small-heading">{t('blog.categories')}</h2>
        <ul className="blog-category-links">
          <li><Link to={{ name: 'blog' }} aria-current={current === undefined && query === undefined ? 'page' : undefined}>{t('blog.allPosts')}</Link></li>
          {categories.map((c) => (
            <li key={c.id}>
              <Link to={{ name: 'blogCategory', params: { slug: c.slug } }} aria-current={current === c.slug ? 'page' : undefined}>{c.name}</Link>
              {' '}<span className="muted">({c.postCount})</span>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
