import { describe, expect, it } from 'vitest';
import { controlsChangedEarly, noteEarlyInput, replayEarlyInput } from './early-input';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe('input made before the page was taken over', () => {
  it('finds a filter picked, a word typed and a box ticked, and nothing left as the server wrote it', () => {
    const root = page(`
      <select id="payment"><option value="">All</option><option value="proof_to_review">Proof</option></select>
      <select id="status"><option value="">All</option><option value="paid" selected>Paid</option></select>
      <input id="search" type="search" value="">
      <input id="from" type="date" value="2026-11-01">
      <input id="stock" type="checkbox">
      <input id="token" type="hidden" value="a">
      <textarea id="note">as written</textarea>`);
    (root.querySelector('#payment') as HTMLSelectElement).value = 'proof_to_review';
    (root.querySelector('#search') as HTMLInputElement).value = 'sari@example.com';
    (root.querySelector('#stock') as HTMLInputElement).checked = true;
    (root.querySelector('#token') as HTMLInputElement).value = 'b';
    expect(controlsChangedEarly(root).map((control) => control.id)).toEqual(['payment', 'search', 'stock']);
  });

  it('tells each changed control’s listeners about it, so a filter picked early still filters', () => {
    const root = page('<select id="payment"><option value="">All</option><option value="paid">Paid</option></select><input id="q" value="">');
    const heard: string[] = [];
    root.addEventListener('change', (event) => heard.push(`change:${(event.target as HTMLElement).id}=${(event.target as HTMLInputElement).value}`));
    root.addEventListener('input', (event) => heard.push(`input:${(event.target as HTMLElement).id}`));
    (root.querySelector('#payment') as HTMLSelectElement).value = 'paid';
    (root.querySelector('#q') as HTMLInputElement).value = 'batik';
    expect(replayEarlyInput(noteEarlyInput(root))).toBe(2);
    expect(heard).toEqual(['change:payment=paid', 'input:q', 'change:q=batik']);
  });

  it('puts back the text typed early where taking over wrote the old text over it, then announces it', () => {
    const root = page('<textarea id="note">as saved</textarea><input id="gone" value="">');
    const note = root.querySelector('#note') as HTMLTextAreaElement;
    const gone = root.querySelector('#gone') as HTMLInputElement;
    note.value = 'typed before the script came';
    gone.value = 'x';
    const early = noteEarlyInput(root);
    // What hydrating does: the textarea gets the screen's value back, a replaced control leaves.
    note.value = 'as saved';
    gone.remove();
    const heard: string[] = [];
    root.addEventListener('input', (event) => heard.push(`input:${(event.target as HTMLTextAreaElement).value}`));
    expect(replayEarlyInput(early)).toBe(1);
    expect(heard).toEqual(['input:typed before the script came']);
    expect(note.value).toBe('typed before the script came');
  });

  it('says nothing when the page was left alone', () => {
    const root = page('<select><option>One</option><option selected>Two</option></select><input value="kept"><input type="radio" checked>');
    const heard: string[] = [];
    root.addEventListener('change', () => heard.push('change'));
    expect(replayEarlyInput(noteEarlyInput(root))).toBe(0);
    expect(heard).toEqual([]);
  });
});
