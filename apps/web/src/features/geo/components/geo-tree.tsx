import { ActionIcon, Badge, Box, Group, Loader, Text, Tooltip } from '@mantine/core';
import { GEO_LEVELS, geoParentLevels, type GeoLevel, type TGeoArea } from '@portal/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useGeoChildren } from '@/lib/geo-areas';
import { areaName, useLevelName } from '@/lib/geo-names';
import classes from './geo-tree.module.css';

/** The levels an area may add under `level` in `country`'s tree (a UK nation: regions, or councils directly). */
export function childLevelsOf(level: GeoLevel | null, country?: string | null): GeoLevel[] {
  if (level === null) return ['division'];
  return GEO_LEVELS.filter((child) => geoParentLevels(child, country).includes(level));
}

export interface GeoTreeActions {
  onAdd: (parent: TGeoArea) => void;
  onRename: (area: TGeoArea) => void;
  onDelete: (area: TGeoArea) => void;
}

function NodeActions({ area, actions }: { area: TGeoArea; actions: GeoTreeActions }) {
  const { t, i18n } = useTranslation();
  const name = areaName(area, i18n.language);
  const button = (label: string, symbol: string, onClick: () => void, color?: string) => (
    <Tooltip label={label} withinPortal>
      <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
        <span aria-hidden="true">{symbol}</span>
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={2} wrap="nowrap">
      {childLevelsOf(area.level, area.country_code).length > 0 && button(t('geo.admin.add_child', { name }), '+', () => actions.onAdd(area))}
      {button(t('geo.admin.rename', { name }), '✎', () => actions.onRename(area))}
      {area.child_count === 0 && button(t('geo.admin.delete', { name }), '×', () => actions.onDelete(area), 'red')}
    </Group>
  );
}

function TreeNode({ area, actions }: { area: TGeoArea; actions: GeoTreeActions }) {
  const { t, i18n } = useTranslation();
  const levelName = useLevelName();
  const [open, setOpen] = useState(false);
  const name = areaName(area, i18n.language);
  const other = i18n.language === 'bn' ? area.name_en : area.name_bn;
  const hasChildren = area.child_count > 0;

  return (
    <li>
      <Group gap="xs" wrap="nowrap" className={classes.row}>
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-expanded={open}
            aria-label={t(open ? 'geo.admin.collapse' : 'geo.admin.expand', { name })}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          </ActionIcon>
        ) : (
          <Box w={22} aria-hidden="true" />
        )}
        <Box className={classes.label}>
          <Text span fw={600}>
            {name}
          </Text>{' '}
          <Text span c="gray.7" lang={i18n.language === 'bn' ? 'en' : 'bn'}>
            {other}
          </Text>
          <Group gap={6} mt={2}>
            <Badge variant="light" size="sm" tt="none">
              {levelName(area.level, area.country_code)}
            </Badge>
            {area.code && (
              <Text span size="xs" c="gray.7">
                <Trans i18nKey="geo.admin.code" values={{ code: area.code }} components={{ c: <span translate="no" /> }} />
              </Text>
            )}
            {hasChildren && (
              <Text span size="xs" c="gray.7">
                {t('geo.admin.children', { count: area.child_count })}
              </Text>
            )}
          </Group>
        </Box>
        <NodeActions area={area} actions={actions} />
      </Group>
      {open && <TreeLevel parentId={area.id} actions={actions} />}
    </li>
  );
}

function TreeLevel({ parentId, actions, label }: { parentId: string | null; actions: GeoTreeActions; label?: string }) {
  const { t } = useTranslation();
  const { data: areas, isPending, error } = useGeoChildren(parentId, 'all');
  if (isPending) return <Loader size="sm" aria-label={t('geo.select.loading')} role="status" m="xs" />;
  if (error) return <Text c="red.8">{t('geo.select.load_failed')}</Text>;
  if (areas.length === 0 && parentId === null) return <Text>{t('geo.admin.empty')}</Text>;
  return (
    <ul className={parentId ? classes.nested : classes.list} aria-label={label}>
      {areas.map((area) => (
        <TreeNode key={area.id} area={area} actions={actions} />
      ))}
    </ul>
  );
}

/** The geo tree, one level loaded at a time as an admin opens areas. */
export function GeoTree({ actions }: { actions: GeoTreeActions }) {
  const { t } = useTranslation();
  return <TreeLevel parentId={null} actions={actions} label={t('geo.admin.tree_label')} />;
}
