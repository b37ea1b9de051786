import { Button, Container, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { AppLoading } from '@/components/app-loading';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import { ChunkLoadError, mayReloadForChunkError, reloadForChunkError } from '@/lib/chunk-reload';
import { localiseDigits } from '@/lib/numbers';
import { describeRouteError } from './describe-route-error';
import { ErrorPageBoundary } from './error-page-boundary';

function ErrorDetails({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  // A screen's chunk failed to load (new deployment): reload once instead of showing an error.
  const reloading = error instanceof ChunkLoadError && mayReloadForChunkError();
  useEffect(() => {
    if (reloading) reloadForChunkError();
  }, [reloading]);

  if (reloading) return <AppLoading />;
  const { status, title, message } = describeRouteError(error, t);
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Text fz={64} fw={700} lh={1} c="brand.8">
        <VisuallyHidden>{t('error_page.status_label')} </VisuallyHidden>
        {localiseDigits(String(status), i18n.language)}
      </Text>
      <Title order={1}>{title}</Title>
      <Text>{message}</Text>
      <Button component={Link} to="/">
        {t('error_page.back_home')}
      </Button>
    </Stack>
  );
}

/** Error element of the screen routes; it renders inside the layout's main area. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <ErrorPageBoundary>
      <ErrorDetails error={error} />
    </ErrorPageBoundary>
  );
}

/** Error element of the root route, when no layout could render. */
export function RootErrorPage() {
  const error = useRouteError();
  return (
    <Container component="main" id={MAIN_CONTENT_ID}>
      <ErrorPageBoundary>
        <ErrorDetails error={error} />
      </ErrorPageBoundary>
    </Container>
  );
}
