import { Alert, Button, Checkbox, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/current-user';
import { useDateFormat } from '@/lib/site';
import classes from './recovery-codes.module.css';

interface RecoveryCodesPanelProps {
  codes: string[];
  /** Called once the person has ticked that the codes are saved. */
  onDone: () => void;
  doneLabel: string;
}

/** Kept in plain ASCII in every language: some phones' file managers mangle other names. */
const CODES_FILE_NAME = 'compliance-portal-recovery-codes.txt';

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the file after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Newly made recovery codes, shown this once: copy, download or print them, then say they are saved.
 * Leaving the page before that asks the browser to warn.
 */
export function RecoveryCodesPanel({ codes, onDone, doneLabel }: RecoveryCodesPanelProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const email = useSession()?.user.email ?? '';
  const headingId = useId();
  const [saved, setSaved] = useState(false);
  const [missingTick, setMissingTick] = useState(false);

  useEffect(() => {
    if (saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);

  const asText = [
    t('mfa.codes.file_title'),
    t('mfa.codes.file_account', { email }),
    t('mfa.codes.file_made', { date: format.dateTime(new Date()) }),
    t('mfa.codes.file_use'),
    '',
    ...codes,
    '',
  ].join('\n');

  const finish = () => {
    if (!saved) {
      setMissingTick(true);
      return;
    }
    onDone();
  };

  return (
    <Stack gap="md">
      <div className={classes.printable}>
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {t('mfa.codes.title')}
          </Title>
          <Alert color="yellow" variant="light" className={classes.noPrint}>
            {t('mfa.codes.once_warning')}
          </Alert>
          <Text>{t('mfa.codes.how_to_use')}</Text>
          <ol className={classes.codes} aria-labelledby={headingId}>
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
        </Stack>
      </div>
      <Group gap="sm" className={classes.noPrint}>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? t('mfa.codes.copied') : t('mfa.codes.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={() => download(asText, CODES_FILE_NAME)}>
          {t('mfa.codes.download')}
        </Button>
        <Button variant="light" onClick={() => window.print()}>
          {t('mfa.codes.print')}
        </Button>
      </Group>
      <Stack gap="sm" className={classes.noPrint}>
        <Checkbox
          label={t('mfa.codes.saved_label')}
          checked={saved}
          onChange={(event) => {
            setSaved(event.currentTarget.checked);
            setMissingTick(false);
          }}
          error={missingTick ? t('mfa.codes.saved_required') : undefined}
        />
        <Group justify="flex-end">
          <Button onClick={finish}>{doneLabel}</Button>
        </Group>
      </Stack>
    </Stack>
  );
}
