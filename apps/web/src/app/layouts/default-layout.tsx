import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID } from '@/components/skip-link';
import classes from './layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Public and account screens: header with navigation, content, footer. */
export function DefaultLayout() {
  return (
    <div className={classes.page}>
      <SiteHeader />
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="md" py="xl" className={classes.main}>
        <Outlet />
      </Container>
      <SiteFooter />
    </div>
  );
}
