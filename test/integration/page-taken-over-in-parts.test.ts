// @vitest-environment jsdom
// On the library the pages run on (Preact's React-compatible layer, as the browser bundle and the
// server have it): a long page's later parts are taken over in tasks of their own.
import { afterEach, describe, expect, it } from 'vitest';
import { createElement as h, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrateLater, takeOverInParts } from '../../src/web/ui/hydrate-later';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return h('button', { type: 'button', onClick: () => setCount(count + 1) }, `${label} ${count}`);
}

const Page = () => h('main', null,
  h(Counter, { label: 'first' }),
  h(HydrateLater, null, h('section', null, h(Counter, { label: 'second' }))),
  h(HydrateLater, null, h('section', null, h(Counter, { label: 'third' }))),
);

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Renders that a click scheduled have run. */
const rendered = () => new Promise((resolve) => setTimeout(resolve, 5));
const labels = (container: HTMLElement) => [...container.querySelectorAll('button')].map((button) => button.textContent);

describe('a long page taken over in parts', () => {
  afterEach(() => { document.body.innerHTML = ''; });

  it('is drawn by the server as if it had no parts', () => {
    expect(renderToString(h(Page))).toBe('<main><button type="button">first 0</button><section><button type="button">second 0</button></section><section><button type="button">third 0</button></section></main>');
  });

  it('takes over its first part at once and each later part in a task of its own, keeping the elements the server drew', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(h(Page));
    document.body.append(container);
    const buttons = [...container.querySelectorAll('button')];
    const sections = [...container.querySelectorAll('section')];

    takeOverInParts(() => hydrateRoot(container, h(Page)));
    // Before the next task, only the first part answers a tap; the others are still the server's markup.
    for (const button of buttons) button.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(labels(container)).toEqual(['first 1', 'second 0', 'third 0']);

    await nextTask();
    await Promise.resolve();
    for (const button of buttons) button.click();
    await rendered();
    // The second part answered; the third was still the server's markup when tapped.
    expect(labels(container)).toEqual(['first 2', 'second 1', 'third 0']);

    await rendered();
    for (const button of buttons) button.click();
    await rendered();
    expect(labels(container)).toEqual(['first 3', 'second 2', 'third 1']);
    // Nothing was drawn afresh: the same elements, now live.
    expect([...container.querySelectorAll('section')]).toEqual(sections);
    expect([...container.querySelectorAll('button')]).toEqual(buttons);
  });

  it('draws every part at once when the page is not being taken over (an in-app visit)', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    createRoot(container).render(h(Page));
    await rendered();
    expect(labels(container)).toEqual(['first 0', 'second 0', 'third 0']);
  });
});
