import '../help.strings.ts';
import { useParams } from '@tanstack/react-router';
import { QueryState } from '../../../shared/QueryState.tsx';
import { useArticle } from '../help.api.ts';
import { ArticleReader } from './ArticleReader.tsx';

/** /help/articles/12-enrolling-a-device: the stable address of an article (the id counts, the words are for people). */
export function ArticlePage() {
  const { article } = useParams({ from: '/help/articles/$article' });
  const query = useArticle(article);
  return <QueryState query={query}>{(data) => <ArticleReader article={data} />}</QueryState>;
}
