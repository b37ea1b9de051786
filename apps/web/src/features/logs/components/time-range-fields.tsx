import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TimeRangeFieldsProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** A message for the end field, e.g. the API's 'The end must be later than the start'. */
  toError?: string;
}

/** From and to as date-and-time fields, read in the display time zone. */
export function TimeRangeFields({ from, to, onChange, toError }: TimeRangeFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        type="datetime-local"
        label={t('logs.filters.from')}
        value={from}
        onChange={(event) => onChange({ from: event.currentTarget.value, to })}
      />
      <TextInput
        type="datetime-local"
        label={t('logs.filters.to')}
        value={to}
        error={toError}
        onChange={(event) => onChange({ from, to: event.currentTarget.value })}
      />
    </>
  );
}
