/** What the app's screens use from the public content: the home page's news and page links, the terms page. */
export { LatestNews, PublishedPageLinks } from './components/home-sections';
export { TERMS_PAGE_SLUG, useTermsPage } from './api';
