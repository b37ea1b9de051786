import { MantineProvider } from '@mantine/core';
import type { TGeoArea } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { GeoAreaSelect } from './geo-area-select';

const area = (id: string, level: TGeoArea['level'], name_en: string, name_bn: string, parent_id: string | null): TGeoArea => ({
  id,
  level,
  name_en,
  name_bn,
  parent_id,
  code: id,
  country_code: 'BD',
  child_count: 0,
});

/** A small tree: two divisions, their districts, and a mix of a union and a pourashava under one upazila. */
const TREE: TGeoArea[] = [
  area('dhaka', 'division', 'Dhaka', 'ঢাকা', null),
  area('sylhet', 'division', 'Sylhet', 'সিলেট', null),
  area('gazipur', 'district', 'Gazipur', 'গাজীপুর', 'dhaka'),
  area('habiganj', 'district', 'Habiganj', 'হবিগঞ্জ', 'sylhet'),
  area('kaliakair', 'upazila', 'Kaliakair', 'কালিয়াকৈর', 'gazipur'),
  area('mouchak', 'union', 'Mouchak', 'মৌচাক', 'kaliakair'),
  area('kaliakair-ps', 'pourashava', 'Kaliakair Pourashava', 'কালিয়াকৈর পৌরসভা', 'kaliakair'),
];

vi.mock('@/lib/api-client', () => ({
  apiRequest: vi.fn(async (path: string) => {
    const parent = new URLSearchParams(path.split('?')[1] ?? '').get('parent_id');
    const childCount = (id: string) => TREE.filter((a) => a.parent_id === id).length;
    return { data: TREE.filter((a) => a.parent_id === parent).map((a) => ({ ...a, child_count: childCount(a.id) })) };
  }),
}));

let changes: string[][];
function Harness(props: { depth?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <GeoAreaSelect
      value={value}
      depth={props.depth}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
    />
  );
}

function renderSelect(depth?: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <Harness depth={depth} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

async function pick(label: string, option: string) {
  const slow = { timeout: 10_000 };
  const box = await screen.findByRole('combobox', { name: label }, slow);
  await waitFor(() => expect(box.hasAttribute('disabled')).toBe(false), slow);
  fireEvent.click(box);
  fireEvent.click(await screen.findByRole('option', { name: option }, slow));
}

beforeEach(() => {
  changes = [];
});

// Each pick waits for a dropdown; a loaded machine needs more than the default five seconds for four of them.
describe('GeoAreaSelect', { timeout: 30_000 }, () => {
  it('offers each area’s children once it is chosen, down to where the tree ends', async () => {
    renderSelect();
    expect(screen.queryByRole('combobox', { name: 'District' })).toBeNull();
    await pick('Division', 'Dhaka');
    await pick('District', 'Gazipur');
    await pick('Upazila', 'Kaliakair');
    // A union and a pourashava under one upazila: one select, its options grouped by level.
    await pick('Union / Pourashava', 'Kaliakair Pourashava');
    expect(changes.at(-1)).toEqual(['dhaka', 'gazipur', 'kaliakair', 'kaliakair-ps']);
  });

  it('offers only the levels asked for at each position', async () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MantineProvider env="test">
          <GeoAreaSelect value={['dhaka', 'gazipur', 'kaliakair']} onChange={() => {}} levels={[['division'], ['district'], ['upazila'], ['union']]} />
        </MantineProvider>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('combobox', { name: 'Union' }, { timeout: 10_000 }));
    expect(await screen.findByRole('option', { name: 'Mouchak' })).toBeDefined();
    expect(screen.queryByRole('option', { name: 'Kaliakair Pourashava' })).toBeNull();
  });

  it('clears the areas below when a higher one changes, and stops at the given depth', async () => {
    renderSelect(2);
    await pick('Division', 'Dhaka');
    await pick('District', 'Gazipur');
    expect(screen.queryByRole('combobox', { name: 'Upazila' })).toBeNull();
    await pick('Division', 'Sylhet');
    expect(changes.at(-1)).toEqual(['sylhet']);
    fireEvent.click(await screen.findByRole('combobox', { name: 'District' }));
    expect(await screen.findByRole('option', { name: 'Habiganj' })).toBeDefined();
    expect(screen.queryByRole('option', { name: 'Gazipur' })).toBeNull();
  });
});
