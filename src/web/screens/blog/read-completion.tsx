import { useEffect, useRef } from 'react';
import { track } from '../../tracking/tracking';

/**
 * Placed after a post's last paragraph: the first time it scrolls into view, the reader has
 * reached the end, and the "blog read completion" event (spec §7) is reported once for this
 * page view. Scrolling back and forth does not report it again.
 */
export function ReadCompletionMarker({ contentName, path }: { contentName: string; path: string }) {
  const marker = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = marker.current;
    if (!node || typeof IntersectionObserver === 'undefined') return undefined;
    let reported = false;
    const observer = new IntersectionObserver((entries) => {
      if (reported || !entries.some((entry) => entry.isIntersecting)) return;
      reported = true;
      observer.disconnect();
      track({ name: 'blog_read_completion', contentName, path });
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [contentName, path]);
  return <div ref={marker} className="read-end" aria-hidden="true" data-read-end="" />;
}
