import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="md">
        <Text size="sm">{t('footer.text', { year: new Date().getFullYear() })}</Text>
      </Container>
    </footer>
  );
}
