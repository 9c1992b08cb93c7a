import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAMELESS_WAIT_MS, PICTURES_WAIT_MS, SCRIPT_LIST_ID, SCRIPT_LOADER, SCRIPT_PRELOADS_ID } from './script-loader';

const ENTRY = '/assets/entry-client-abc.js';

/** The server-rendered page as the loader finds it: the script list and, optionally, first pictures still on their way. */
function renderPage(pendingPictures: number, preloads: string[] = []): HTMLImageElement[] {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify([ENTRY])}</script>`
    + (preloads.length ? `<script type="application/json" id="${SCRIPT_PRELOADS_ID}">${JSON.stringify(preloads)}</script>` : '');
  return Array.from({ length: pendingPictures }, (_, index) => {
    const picture = document.createElement('img');
    picture.setAttribute('fetchpriority', 'high');
    picture.src = `/media/card-${index}.webp`;
    Object.defineProperty(picture, 'complete', { value: false, configurable: true });
    document.body.append(picture);
    return picture;
  });
}

const requestedScripts = () => [...document.body.querySelectorAll('script[type=module]')].map((script) => script.getAttribute('src'));
const runLoader = () => new Function(SCRIPT_LOADER)();
const preloaded = () => [...document.head.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));

/** The script is not asked for a millisecond before `ms` from now, and is asked for at `ms`. */
function expectScriptAskedAfter(ms: number): void {
  vi.advanceTimersByTime(ms - 1);
  expect(requestedScripts()).toEqual([]);
  vi.advanceTimersByTime(1);
  expect(requestedScripts()).toEqual([ENTRY]);
}

describe('the entry script loader', () => {
  beforeEach(() => { vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] }); });
  afterEach(() => { vi.useRealTimers(); });

  it('leaves the connection to the first pictures, and asks for the script soon after the last of them arrived or failed', () => {
    const [first, second] = renderPage(2);
    runLoader();
    vi.advanceTimersByTime(200);
    expect(requestedScripts()).toEqual([]);

    first!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(200);
    expect(requestedScripts()).toEqual([]);

    second!.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(100);
    expect(requestedScripts()).toEqual([ENTRY]);
  });

  it('does not let a picture that never arrives hold the script back longer than its cap', () => {
    renderPage(1);
    runLoader();
    expectScriptAskedAfter(PICTURES_WAIT_MS);
  });

  it('asks for the script once, even when the pictures arrive after the cap', () => {
    const [picture] = renderPage(1);
    runLoader();
    vi.advanceTimersByTime(PICTURES_WAIT_MS);
    picture!.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(200);
    expect(requestedScripts()).toEqual([ENTRY]);
  });

  it('starts a page without pending pictures a couple of frames after it is drawn', () => {
    renderPage(0);
    runLoader();
    vi.advanceTimersByTime(100);
    expect(requestedScripts()).toEqual([ENTRY]);
  });

  it('starts a page drawn in the background, where no frame ever comes, after a short wait', () => {
    renderPage(0);
    const frame = window.requestAnimationFrame;
    Object.defineProperty(window, 'requestAnimationFrame', { value: undefined, configurable: true, writable: true });
    try {
      runLoader();
      expectScriptAskedAfter(FRAMELESS_WAIT_MS);
    } finally {
      Object.defineProperty(window, 'requestAnimationFrame', { value: frame, configurable: true, writable: true });
    }
  });

  it('asks for the entry first and preloads the screen\'s chunks one task each, so starting them is no long task', () => {
    const chunks = ['/assets/jsx-runtime-a.js', '/assets/router-b.js', '/assets/home.screen-c.js'];
    renderPage(0, chunks);
    runLoader();
    let waited = 0;
    while (requestedScripts().length === 0 && waited < 1000) {
      vi.advanceTimersByTime(1);
      waited += 1;
    }
    expect(requestedScripts()).toEqual([ENTRY]);
    // The task that asked for the entry started one preload; each of the others has a task of its own.
    expect(preloaded()).toEqual(chunks.slice(0, 1));
    vi.advanceTimersByTime(1);
    expect(preloaded()).toEqual(chunks.slice(0, 2));
    vi.advanceTimersByTime(10);
    expect(preloaded()).toEqual(chunks);
  });

  it('shows the page as it is without scripts once the last address has failed, so no picture stays hidden', () => {
    renderPage(0);
    document.documentElement.classList.add('js');
    const reported: unknown[] = [];
    const swallow = (event: ErrorEvent) => { reported.push(event.error); event.preventDefault(); };
    window.addEventListener('error', swallow);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      runLoader();
      vi.advanceTimersByTime(100);
      const script = document.body.querySelector('script[type=module]')!;
      expect(document.documentElement.classList.contains('js')).toBe(true);
      script.dispatchEvent(new Event('error'));
      expect(document.documentElement.classList.contains('js')).toBe(false);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not start'), expect.any(Error));
      // And rethrown (spec §8), where the page's error handlers hear it.
      expect(reported).toEqual([expect.objectContaining({ message: `The script ${new URL(ENTRY, window.location.href).href} did not load.` })]);
    } finally {
      window.removeEventListener('error', swallow);
      logged.mockRestore();
    }
  });
});
