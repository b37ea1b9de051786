import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A link into Salesforce, opened in a new tab without giving it this page (noopener) or its address (noreferrer). */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}{' '}
      <VisuallyHidden>{t('crmConnection.user.new_tab')}</VisuallyHidden>
    </Anchor>
  );
}
