import { createRoute, lazyRouteComponent, notFound, type AnyRoute } from '@tanstack/react-router';

// Help-centre screens, each its own chunk; the panel itself is in the header (panel/HelpButton.tsx).
const HelpCentrePage = lazyRouteComponent(() => import('./centre/HelpCentrePage.tsx'), 'HelpCentrePage');
const ArticlePage = lazyRouteComponent(() => import('./centre/ArticlePage.tsx'), 'ArticlePage');
const TopicPage = lazyRouteComponent(() => import('./centre/TopicPage.tsx'), 'TopicPage');
const HelpAdminPage = lazyRouteComponent(() => import('./admin/HelpAdminPage.tsx'), 'HelpAdminPage');
const ArticleEditorPage = lazyRouteComponent(() => import('./admin/ArticleEditorPage.tsx'), 'ArticleEditorPage');

/** '12-enrolling-a-device' → 12: the id is the stable part of an article's address, the words follow the title. */
export function articleIdOf(raw: string): number {
  const match = /^([1-9]\d{0,9})(?:-|$)/.exec(raw);
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound();
  return id;
}

/** The help centre's routes under the app's root route. */
export function helpRoutes<R extends AnyRoute>(rootRoute: R) {
  return [
    createRoute({ getParentRoute: () => rootRoute, path: '/help', component: HelpCentrePage }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/help/articles/$article',
      component: ArticlePage,
      params: {
        parse: (raw: { article: string }) => ({ article: articleIdOf(raw.article) }),
        stringify: (params: { article: number }) => ({ article: String(params.article) }),
      },
    }),
    createRoute({ getParentRoute: () => rootRoute, path: '/help/topic/$label', component: TopicPage }),
    createRoute({ getParentRoute: () => rootRoute, path: '/help/admin', component: HelpAdminPage }),
    createRoute({ getParentRoute: () => rootRoute, path: '/help/admin/articles/new', component: ArticleEditorPage }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/help/admin/articles/$id',
      component: ArticleEditorPage,
      params: { parse: (raw: { id: string }) => ({ id: articleIdOf(raw.id) }), stringify: (params: { id: number }) => ({ id: String(params.id) }) },
    }),
  ] as const;
}
