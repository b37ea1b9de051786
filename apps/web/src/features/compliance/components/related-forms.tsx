import { Anchor, Group, Text } from '@mantine/core';
import { getFormDefinitionByKey, type FormDefinition } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '@/components/form-renderer/localized';

/** The agency document this form acknowledges (and its version), and the forms it goes with. */
export function RelatedForms({ definition }: { definition: FormDefinition }) {
  const { t } = useTranslation();
  const local = useLocalized();
  const linked = (definition.links ?? []).flatMap((key) => {
    const other = getFormDefinitionByKey(key);
    return other ? [other] : [];
  });
  const document = definition.reference_document;
  if (!document && linked.length === 0) return null;
  return (
    <>
      {document && (
        <Text size="sm">{t('compliance.form.document_version', { title: local(document.title), version: document.version })}</Text>
      )}
      {linked.length > 0 && (
        <Group gap="xs">
          <Text size="sm">{t('compliance.form.goes_with')}</Text>
          {linked.map((other) => (
            <Anchor key={other.key} component={Link} to={`/${other.key}`} size="sm">
              {local(other.title)}
            </Anchor>
          ))}
        </Group>
      )}
    </>
  );
}
