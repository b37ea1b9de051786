import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab's title in the spec's shape, "Compliance Portal | {page}" ("Compliance Portal |
 * Portal" where a screen names nothing), and puts the default back when the screen goes.
 */
export function useDocumentTitle(page: string | undefined): void {
  const { t } = useTranslation();
  const brand = t('app.brand');
  const fallback = t('app.title_default');
  useEffect(() => {
    document.title = `${brand} | ${page || fallback}`;
    return () => {
      document.title = `${brand} | ${fallback}`;
    };
  }, [brand, fallback, page]);
}
