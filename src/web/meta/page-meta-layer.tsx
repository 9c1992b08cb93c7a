import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '../router/router-react';

/**
 * The page-metadata root layer (spec §2). Screens declare their head with `<PageMeta>`; this
 * layer tells screen-reader users when in-app navigation has brought a new page, as a full
 * page load would, by announcing the new title in a polite live region.
 */
export function PageMetaLayer() {
  const { current } = useRouterState();
  const [announcement, setAnnouncement] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      // The first page was loaded by the browser, which announces it itself.
      first.current = false;
      return;
    }
    // After the new screen's own effects have set the title.
    const timer = setTimeout(() => setAnnouncement(document.title), 50);
    return () => clearTimeout(timer);
  }, [current.href]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-page-announcer="">
      {announcement}
    </div>
  );
}
