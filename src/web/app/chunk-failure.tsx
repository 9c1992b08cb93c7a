// Spec §8 "Chunk load failure (120 s timeout) → 'Loading chunk {id} failed.'": when the next
// screen's chunk does not arrive, the page says so in place of the screen and offers to load
// it again. This lives in the entry bundle, not in a chunk: it must show when chunks do not.
// The failure was reported already by loadChunk (src/web/lazy/load-chunk.ts).
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/i18n-react';
import { ChunkLoadError } from '../lazy/load-chunk';
import { RouteView, useRouter, useRouterState } from '../router/router-react';

function ChunkFailure({ chunkId, href, framed }: { chunkId: string; href: string; framed: boolean }) {
  const t = useT();
  const router = useRouter();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the message, not on the link they had clicked.
  useEffect(() => heading.current?.focus(), []);
  const failure = (
    <section className="error-page chunk-failure" role="alert">
      <h1 ref={heading} tabIndex={-1}>{t('error.chunk.failed', { id: chunkId })}</h1>
      <p>{t('error.chunk.help')}</p>
      <p>
        <button type="button" className="button" onClick={() => void router.navigate(href)}>{t('error.chunk.retry')}</button>
      </p>
    </section>
  );
  // The admin area draws its own frame inside its screens; without one the message needs its own landmark.
  return framed ? failure : <main id="main" tabIndex={-1}>{failure}</main>;
}

/** The current screen, or the chunk failure of the navigation that could not reach the next one. */
export function ScreenOrChunkFailure() {
  const { error, failed, current } = useRouterState();
  const router = useRouter();
  if (!(error instanceof ChunkLoadError) || !failed) return <RouteView />;
  const framed = !router.getRoute(current.name)?.ownFrame;
  return <ChunkFailure key={failed.href} chunkId={error.chunkId} href={failed.href} framed={framed} />;
}
