import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftState } from '../use-draft-autosave';

/** Where the candidate's unfinished answers are: saving, saved, or kept on this device until they can be sent. */
export function DraftStatus({ state }: { state: DraftState }) {
  const { t } = useTranslation();
  const text = (() => {
    switch (state.kind) {
      case 'idle':
        return '';
      case 'saving':
        return t('compliance.draft.saving');
      case 'saved':
        return t('compliance.draft.saved');
      case 'offline':
        return t('compliance.draft.offline');
      case 'retrying':
        return t('compliance.draft.retrying', { reason: state.message });
      case 'refused':
        return t('compliance.draft.refused', { reason: state.message });
    }
  })();
  const warn = state.kind === 'offline' || state.kind === 'retrying' || state.kind === 'refused';
  return (
    <Text size="sm" c={warn ? 'orange.9' : 'dimmed'} fw={warn ? 600 : undefined} role="status" aria-live="polite" mih="1.5em">
      {text}
    </Text>
  );
}
