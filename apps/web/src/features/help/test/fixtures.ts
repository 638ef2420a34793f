import type { HelpArticleHit, HelpContext, HelpSearchPage } from '@outpost/contracts';

export const context = (extra: Partial<HelpContext> = {}): HelpContext => ({
  provider: 'BUILT_IN',
  environment: null,
  federal: false,
  tooltipHidden: false,
  helpMenuEnabled: true,
  articlesEnabled: true,
  submitTicketEnabled: true,
  academyEnabled: true,
  externalLinks: [{ label: 'Status page', url: 'https://status.example.test' }],
  locale: 'en-us',
  helpCentreUrl: '/help',
  ...extra,
});

export const hit = (id: number, name: string, snippet = ''): HelpArticleHit => ({
  id,
  name,
  title: name,
  snippet,
  html_url: `/help/articles/${id}`,
  section: 'Backups',
  result_type: 'article',
});

export const page = (results: HelpArticleHit[]): HelpSearchPage => ({
  results,
  count: results.length,
  page: 1,
  per_page: 10,
  page_count: 1,
  next_page: null,
  previous_page: null,
});
