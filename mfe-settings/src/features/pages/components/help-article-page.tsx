import { useParams } from 'react-router-dom';
import { HelpArticleScreen } from '../../help/components/help-article-screen';
import { NotFoundPage } from './not-found-page';

/** `/help/{id}`: one help article. */
export function HelpArticlePage() {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? <HelpArticleScreen key={id} id={id} /> : <NotFoundPage />;
}
