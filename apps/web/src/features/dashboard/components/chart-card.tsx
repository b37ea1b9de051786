import { Center, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatNumber } from '@/lib/numbers';

export const CHART_HEIGHT = 240;
/** No keyboard stops inside the drawings: the figures are in each card's table. */
export const noFocus = { accessibilityLayer: false } as const;

interface ChartCardProps {
  title: string;
  description?: string;
  /** The figures as rows of [label, value]: read out by screen readers instead of the drawing. */
  rows: Array<[string, number]>;
  columns: [string, string];
  /** Said in the chart's place when there is nothing to draw (empty axes would look like a chart still loading). */
  empty?: string | undefined;
  children: ReactNode;
}

/**
 * A chart with its heading. The drawing is hidden from assistive technology; the same figures
 * are in a table that screen readers read instead. With nothing to draw, a sentence of the chart's height says so.
 */
export function ChartCard({ title, description, rows, columns, empty, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {description && <Text size="sm">{description}</Text>}
        {empty ? (
          <Center h={CHART_HEIGHT}>
            <Text c="gray.7" ta="center">
              {empty}
            </Text>
          </Center>
        ) : (
          <>
            <div aria-hidden="true" inert>
              {children}
            </div>
            <VisuallyHidden>
              <Table>
                <caption>{title}</caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{columns[0]}</Table.Th>
                    <Table.Th scope="col">{columns[1]}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th scope="row">{label}</Table.Th>
                      <Table.Td>{typeof value === 'number' ? formatNumber(value) : value}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
