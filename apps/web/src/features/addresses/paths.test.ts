import { describe, expect, it } from 'vitest';
import { addressPaths } from './paths';

describe('addressPaths', () => {
  it('gives the self-service routes without a user id', () => {
    const paths = addressPaths({ kind: 'self' });
    expect([paths.list, paths.addLocal, paths.addInternational]).toEqual(['/user/address', '/user/address/add', '/user/address/add/international']);
    expect(paths.edit({ id: 'a1', scope: 'local' })).toBe('/user/address/edit/a1');
    expect(paths.edit({ id: 'a2', scope: 'international' })).toBe('/user/address/edit/international/a2');
  });

  it('gives the admin routes of spec 2: the user id on list and add, the address id on edit', () => {
    const paths = addressPaths({ kind: 'user', userId: 'u1' });
    expect([paths.list, paths.addLocal, paths.addInternational]).toEqual([
      '/admin/user/address/u1',
      '/admin/user/address/add/u1',
      '/admin/user/address/add/international/u1',
    ]);
    expect(paths.edit({ id: 'a1', scope: 'local' })).toBe('/admin/user/address/edit/a1');
    expect(paths.edit({ id: 'a2', scope: 'international' })).toBe('/admin/user/address/edit/international/a2');
  });
});
