import { Button, Group } from '@mantine/core';
import { LANGUAGE_PARAM, LANGUAGES } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

/** English / বাংলা links; they set ?ebdlang= so the route guard applies and remembers the choice. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const location = useLocation();

  return (
    <Group gap={4} role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => {
        const search = new URLSearchParams(location.search);
        search.set(LANGUAGE_PARAM, language);
        const current = i18n.language === language;
        return (
          <Button
            key={language}
            component={Link}
            to={{ pathname: location.pathname, search: `?${search.toString()}` }}
            lang={language}
            hrefLang={language}
            aria-current={current ? 'true' : undefined}
            variant={current ? 'filled' : 'subtle'}
            size="compact-sm"
          >
            {t(`language.${language}`)}
          </Button>
        );
      })}
    </Group>
  );
}
