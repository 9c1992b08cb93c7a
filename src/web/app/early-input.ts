// The page is drawn before its script starts (src/web/app/script-loader.ts), so a quick hand can
// pick a filter or type in a field before anything listens. The choice stays on screen, but the
// screen's state never heard of it: a filter shows "proof to review" over an unfiltered list, and
// the next render would put the old value back. Once the page is taken over, every control whose
// value differs from what the server wrote is announced again, so its handler runs as if the
// change had just happened.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The controls under `root` that were changed before the page was taken over. */
export function controlsChangedEarly(root: ParentNode): Control[] {
  const changed: Control[] = [];
  for (const control of root.querySelectorAll<Control>('input, select, textarea')) {
    if (control.disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if (selectChanged(control)) changed.push(control);
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (control.checked !== control.defaultChecked) changed.push(control);
    } else if (control instanceof HTMLInputElement && UNTYPED_INPUTS.has(control.type)) {
      continue;
    } else if (control.value !== control.defaultValue) {
      changed.push(control);
    }
  }
  return changed;
}

/** Announces each early change with the event its handler listens for. */
export function replayEarlyInput(root: ParentNode): number {
  const changed = controlsChangedEarly(root);
  for (const control of changed) {
    const typed = !(control instanceof HTMLSelectElement) && !(control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'));
    // Typed fields are followed through `input` (React's and Preact's onChange of a text field);
    // choices through `change`, which also reaches an onInput listener nowhere, so both go.
    if (typed) control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return changed.length;
}

// Buttons, files and hidden fields hold nothing a person chose by typing or picking.
const UNTYPED_INPUTS = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

function selectChanged(select: HTMLSelectElement): boolean {
  const options = Array.from(select.options);
  if (select.multiple) return options.some((option) => option.selected !== option.defaultSelected);
  const written = options.findIndex((option) => option.defaultSelected);
  return select.selectedIndex !== (written === -1 ? 0 : written);
}
