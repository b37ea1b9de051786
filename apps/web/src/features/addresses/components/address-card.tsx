import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { ADDRESS_TYPES, COUNTRIES, PHONE_CODES, referenceItemName, type TAddress } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaName } from '@/lib/geo-names';

/** The lines of an address as it would be written on an envelope, smallest place first (a UK one as Royal Mail asks). */
export function addressLines(address: TAddress, language: 'en' | 'bn'): string[] {
  if (address.scope === 'local' && address.postcode) {
    return [address.address, address.address_line2, address.town, address.county, address.postcode].filter((line): line is string => Boolean(line));
  }
  if (address.scope === 'local') {
    const areas = [address.upazila, address.district, address.division].filter((area) => area !== null);
    return [address.address, areas.map((area) => areaName(area, language)).join(', ')].filter(Boolean);
  }
  const country = COUNTRIES.find((c) => c.code === address.country_code);
  return [
    address.address,
    [address.city, address.state, address.zip_code].filter(Boolean).join(', '),
    country ? referenceItemName(country, language) : '',
  ].filter(Boolean);
}

export function phoneOf(address: TAddress): string | null {
  if (!address.phone) return null;
  const dial = PHONE_CODES.find((code) => code.country === address.phone_code)?.dial_code;
  return dial ? `${dial} ${address.phone}` : address.phone;
}

interface AddressCardProps {
  address: TAddress;
  editTo: string;
  onDelete: () => void;
}

export function AddressCard({ address, editTo, onDelete }: AddressCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'bn' ? 'bn' : 'en';
  const type = ADDRESS_TYPES.find((item) => item.id === address.address_type);
  const country = COUNTRIES.find((c) => c.code === address.country_code);
  const lines = addressLines(address, language);
  const phone = phoneOf(address);
  const short = address.address.length > 40 ? `${address.address.slice(0, 40)}…` : address.address;

  return (
    <Card withBorder padding="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            {type && (
              <Badge variant="light" tt="none">
                {referenceItemName(type, language)}
              </Badge>
            )}
            <Badge variant="outline" color="dark" tt="none">
              {address.scope === 'local' && country ? referenceItemName(country, language) : t('addresses.list.international')}
            </Badge>
          </Group>
          {lines.map((line, index) => (
            <Text key={index} fw={index === 0 ? 600 : undefined} style={{ whiteSpace: 'pre-line' }}>
              {line}
            </Text>
          ))}
          {phone && <Text size="sm">{t('addresses.list.phone', { phone })}</Text>}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button component={Link} to={editTo} variant="default" size="xs" aria-label={t('addresses.list.edit_label', { address: short })}>
            {t('addresses.list.edit')}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onDelete} aria-label={t('addresses.list.delete_label', { address: short })}>
            {t('addresses.list.delete')}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
