import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path on this site', () => {
    expect(safeRedirect('/admin?tab=1')).toBe('/admin?tab=1');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'admin'])(
    'falls back to home for %s',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );
});
