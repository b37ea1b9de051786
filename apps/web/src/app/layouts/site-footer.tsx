import { Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localiseDigits } from '@/lib/numbers';
import classes from './layout.module.css';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg" py="md">
        <Text size="sm">{t('footer.text', { year: localiseDigits(String(new Date().getFullYear())) })}</Text>
      </Container>
    </footer>
  );
}
