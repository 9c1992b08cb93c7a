// The page is drawn before its script starts (src/web/app/script-loader.ts), so a quick hand can
// pick a filter or type in a field before anything listens. The choice stays on screen, but the
// screen's state never heard of it: a filter shows "proof to review" over an unfiltered list, and
// the next render would put the old value back. Once the page is taken over, every control whose
// value differs from what the server wrote is announced again, so its handler runs as if the
// change had just happened.

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * How a person changes a control: by picking (a select, a box, a radio button) or by typing;
 * null for controls that hold nothing chosen that way (buttons, files, hidden fields).
 */
function howChanged(control: Control): 'picked' | 'typed' | null {
  if (control instanceof HTMLSelectElement) return 'picked';
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox' || control.type === 'radio') return 'picked';
    if (UNTYPED_INPUTS.has(control.type)) return null;
  }
  return 'typed';
}

/** The controls under `root` that were changed before the page was taken over. */
export function controlsChangedEarly(root: ParentNode): Control[] {
  return Array.from(root.querySelectorAll<Control>('input, select, textarea')).filter((control) => !control.disabled && changedFromWritten(control));
}

/** Announces each early change with the events a person's change would have fired. */
export function replayEarlyInput(root: ParentNode): number {
  const changed = controlsChangedEarly(root);
  for (const control of changed) {
    // Typing fires `input` as it goes (what onChange of a text field listens to) and `change`
    // when the field is left; picking fires `change`.
    if (howChanged(control) === 'typed') control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return changed.length;
}

const UNTYPED_INPUTS = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

/** Whether the control now holds something other than what the server wrote. */
function changedFromWritten(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    const options = Array.from(control.options);
    if (control.multiple) return options.some((option) => option.selected !== option.defaultSelected);
    const written = options.findIndex((option) => option.defaultSelected);
    return control.selectedIndex !== (written === -1 ? 0 : written);
  }
  const how = howChanged(control);
  if (how === null) return false;
  if (how === 'picked') return (control as HTMLInputElement).checked !== (control as HTMLInputElement).defaultChecked;
  return control.value !== control.defaultValue;
}
