import { Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { META_DESCRIPTION_MAX, META_TAG_MAX, META_TITLE_MAX, SEO_PREVIEW } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { BilingualGrid } from './bilingual-grid';
import { SeoPreview } from './seo-preview';

type Language = 'en' | 'bn';
/** Counters sit under their field, where the eye is after typing; they are also the field's description. */
/** Dark orange: Mantine's orange shades fall short of 4.5:1 on white for small text. */
const WARNING_TEXT = '#9c3b00';
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];
/** As forms hold a translated text: the Bengali may still be missing (it defaults to empty). */
type Translated = { en: string; bn?: string };
const text = (value: Translated, language: Language) => value[language] ?? '';

export interface SeoValues {
  meta_title: Translated;
  meta_tag: Translated;
  meta_description: Translated;
}

interface SeoFieldsProps {
  values: SeoValues;
  /** What a search result falls back to when the meta title or description is empty. */
  fallback: { title: Translated; description: Translated };
  /** The item's public address without the host, e.g. /news/summer-term-dates. */
  path: string;
  onChange: (field: keyof SeoValues, language: Language, value: string) => void;
  error: (name: `${keyof SeoValues}.${Language}`) => string | undefined;
  disabled?: boolean;
  /** The language columns' heading level, one below the heading the fields sit under. */
  headingOrder: 2 | 3;
}

/**
 * "12 / 70": the count turns orange past what a search result shows (SEO_PREVIEW) and red past the
 * limit the server accepts, so the writer sees where the result will be cut before it is.
 */
export function CharacterCount({ length, soft, max }: { length: number; soft?: number; max: number }) {
  const { t } = useTranslation();
  const color = length > max ? 'red.9' : soft !== undefined && length > soft ? WARNING_TEXT : 'gray.7';
  return (
    <Text component="span" size="xs" c={color} display="block">
      {t('contentForm.seo.count', { count: length, max })}
      {soft !== undefined && length > soft && length <= max && ` · ${t('contentForm.seo.cut_warning', { max: soft })}`}
    </Text>
  );
}

function LanguageColumn({ language, props }: { language: Language; props: SeoFieldsProps }) {
  const { t } = useTranslation();
  const { values, fallback, path, onChange, error, disabled } = props;
  const suffix = language === 'en' ? t('contentForm.in_english') : t('contentForm.in_bengali');
  const title = text(values.meta_title, language) || text(fallback.title, language) || fallback.title.en;
  const description = text(values.meta_description, language) || text(fallback.description, language) || fallback.description.en;
  const url = `${window.location.origin}${path}${language === 'bn' ? '?ebdlang=bn' : ''}`;

  return (
    <Stack gap="sm" lang={language}>
      <Title order={props.headingOrder} size="h4">
        {suffix}
      </Title>
      <TextInput
        label={t('contentForm.seo.meta_title', { language: suffix })}
        value={text(values.meta_title, language)}
        onChange={(event) => onChange('meta_title', language, event.currentTarget.value)}
        error={error(`meta_title.${language}`)}
        description={<CharacterCount length={text(values.meta_title, language).length} soft={SEO_PREVIEW.title} max={META_TITLE_MAX} />}
        inputWrapperOrder={BELOW}
        disabled={disabled}
      />
      <TextInput
        label={t('contentForm.seo.meta_tag', { language: suffix })}
        description={
          <>
            {t('contentForm.seo.meta_tag_description')} <CharacterCount length={text(values.meta_tag, language).length} max={META_TAG_MAX} />
          </>
        }
        inputWrapperOrder={BELOW}
        value={text(values.meta_tag, language)}
        onChange={(event) => onChange('meta_tag', language, event.currentTarget.value)}
        error={error(`meta_tag.${language}`)}
        disabled={disabled}
      />
      <Textarea
        label={t('contentForm.seo.meta_description', { language: suffix })}
        value={text(values.meta_description, language)}
        onChange={(event) => onChange('meta_description', language, event.currentTarget.value)}
        error={error(`meta_description.${language}`)}
        description={<CharacterCount length={text(values.meta_description, language).length} soft={SEO_PREVIEW.description} max={META_DESCRIPTION_MAX} />}
        inputWrapperOrder={BELOW}
        autosize
        minRows={3}
        disabled={disabled}
      />
      <Text size="sm" fw={600}>
        {t('contentForm.seo.preview_heading')}
      </Text>
      <SeoPreview title={title} description={description} url={url} lang={language} />
    </Stack>
  );
}

/** Meta title, tag and description per language, each with its counter, and a search-result preview. */
export function SeoFields(props: SeoFieldsProps) {
  return (
    <BilingualGrid>
      <LanguageColumn language="en" props={props} />
      <LanguageColumn language="bn" props={props} />
    </BilingualGrid>
  );
}
