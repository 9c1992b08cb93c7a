// Screens report what they show (a product, a search) once per thing shown, after rendering.
import { useEffect } from 'react';
import { track, type TrackEvent } from './tracking';

/** Tracks `event` when `key` changes; a null event (nothing to report) is skipped. */
export function useTrackShown(event: TrackEvent | null, key: string): void {
  useEffect(() => {
    if (event) track(event);
    // Once per thing shown: a new object for the same product (a re-render) is not a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
