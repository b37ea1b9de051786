import { useLoaderData } from 'react-router';
import type { NewsPath } from '../news-path';
import { NewsArticle } from './news-article';
import { NewsList } from './news-list';

/** /news and everything under it: the loader has read the path as an article or an area's list. */
export function Component() {
  const path = useLoaderData() as Exclude<NewsPath, { kind: 'not_found' }>;
  if (path.kind === 'article') return <NewsArticle slug={path.slug} />;
  if (path.kind === 'area') return <NewsList key={path.geo.join('/')} geo={path.geo} pathCategory={path.category} />;
  return <NewsList geo={[]} pathCategory={null} />;
}
