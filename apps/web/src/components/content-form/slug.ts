import { SLUG_MAX, SLUG_PATTERN, slugify } from '@portal/contract';
import { useEffect, useEffectEvent, useState } from 'react';
import { z } from 'zod';

/**
 * The slug as a form holds it: empty is allowed (the server then makes one from the English text), so the
 * contract's ZSlug, which refuses empty, checks only what is sent.
 */
export const ZSlugInput = z
  .string()
  .trim()
  .toLowerCase()
  .max(SLUG_MAX, { error: 'validation.too_long' })
  .refine((value) => value === '' || SLUG_PATTERN.test(value), { error: 'content.slug_invalid' });

/**
 * Keeps a slug equal to slugify(source) while `following`: true for a new item until the person types a
 * slug of their own (an existing item keeps its slug, so links to it do not break). Emptying the slug
 * field starts following again.
 */
export function useAutoSlug(source: string, setSlug: (slug: string) => void, startFollowing: boolean) {
  const [following, setFollowing] = useState(startFollowing);
  const follow = useEffectEvent((slug: string) => setSlug(slug));
  useEffect(() => {
    if (following) follow(slugify(source));
  }, [source, following]);
  return { following, onSlugTyped: (value: string) => setFollowing(value.trim() === '') };
}

/** What is sent: nothing for an empty slug, so the server generates it. */
export const slugToSend = (slug: string): string | undefined => (slug.trim() === '' ? undefined : slug);
