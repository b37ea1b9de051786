/** What other features may use from the public content: the home page's news and page links. */
export { LatestNews, PublishedPageLinks } from './components/home-sections';
