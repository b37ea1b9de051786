import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/** How long typing must pause before a search box or number filter is applied. */
export const TYPING_PAUSE_MS = 300;

/**
 * A filter box over a value kept in the address bar: what the person types is applied after a pause, so each
 * keystroke does not start a request; when the address bar changes (Back, a quick filter, Clear) the box follows.
 * Only typed text is ever applied: a value the box took from the address bar is never written back when its
 * pause ends, which would undo a change made in the meantime; nor is typed text applied once the person is leaving for
 * another screen (say, clicked Edit before the pause ended), which would pull them back.
 */
export function useTypedParam(current: string, apply: (value: string) => void): [string, (value: string) => void] {
  const [text, setText] = useState(current);
  const typed = useRef(false);
  const [debounced] = useDebouncedValue(text, TYPING_PAUSE_MS);
  const here = useLocation().pathname;
  const going = useNavigation().location?.pathname;
  // Only a change of the typed text applies it; the address bar is read fresh each time.
  const applyTyped = useEffectEvent((value: string) => {
    const leaving = going !== undefined && going !== here;
    if (typed.current && value !== current && !leaving) apply(value);
  });
  useEffect(() => applyTyped(debounced.trim()), [debounced]);
  // Only a change of the address bar moves the box; what is typed meanwhile is read fresh.
  const follow = useEffectEvent((value: string) => {
    if (value !== text.trim()) {
      typed.current = false;
      setText(value);
    }
  });
  useEffect(() => follow(current), [current]);
  const type = (value: string) => {
    typed.current = true;
    setText(value);
  };
  return [text, type];
}
