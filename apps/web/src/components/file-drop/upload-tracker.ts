import { createContext, useCallback, useContext, useMemo, useState } from 'react';

export interface UploadTracker {
  /** Call when an upload starts; call the returned function when it ends, however it ends. */
  begin: () => () => void;
}

/**
 * Uploads in flight in every file slot below its provider, so a form can wait for
 * them before it is submitted (their file ids are not in the answers yet).
 */
export const UploadTrackerContext = createContext<UploadTracker>({ begin: () => () => undefined });

/** For the form: how many uploads are running, and the tracker to provide to its file slots. */
export function useUploadCounter(): { count: number; tracker: UploadTracker } {
  const [count, setCount] = useState(0);
  const begin = useCallback(() => {
    setCount((n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setCount((n) => n - 1);
    };
  }, []);
  const tracker = useMemo(() => ({ begin }), [begin]);
  return { count, tracker };
}

export function useUploadTracker(): UploadTracker {
  return useContext(UploadTrackerContext);
}
