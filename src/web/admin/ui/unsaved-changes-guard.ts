// Spec §2: a route may ask for confirmation before it is left, and the same message shows when
// the page unloads. An editor asks only while it holds work that is not saved yet.
import { useEffect } from 'react';
import { useRouter } from '../../router/router-react';

/**
 * While `unsaved`, leaving the screen (a link, back, another address, closing the tab) asks
 * `message` first. Call `router.clearExitConfirmation()` before a navigation that follows a
 * successful save, since the render that clears it comes only after.
 */
export function useUnsavedChangesGuard(unsaved: boolean, message: string): void {
  const router = useRouter();
  useEffect(() => {
    if (!unsaved) return undefined;
    router.setExitConfirmation(message);
    return () => router.clearExitConfirmation();
  }, [router, unsaved, message]);
}
