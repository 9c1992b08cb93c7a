// The page is drawn before its script starts (src/web/app/script-loader.ts), so a quick hand can
// pick a filter or type in a field before anything listens, and a reload finds fields the
// browser filled back in. The choice stays on screen, but the screen's state never heard of it:
// a filter shows "proof to review" over an unfiltered list, and the next render would put the old
// value back. So the changed controls are noted before the page is taken over and, once it is,
// announced again, so their handlers run as if the change had just happened.
//
// Noted before, not looked for after: taking over a textarea drops the text the server wrote in
// it (its default value) and writes the screen's value over what it holds, so afterwards every
// textarea with text looks changed, and one the shopper changed looks as the server wrote it.

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

/** A control changed before the page was taken over, with what it held then. */
export interface EarlyChange {
  readonly control: Control;
  /** The text of a typed control; null for a picked one, which taking over leaves alone. */
  readonly text: string | null;
}

/** What was changed under `root` before the page is taken over; call it just before hydrating. */
export function noteEarlyInput(root: ParentNode): EarlyChange[] {
  return controlsChangedEarly(root).map((control) => ({ control, text: howChanged(control) === 'typed' ? control.value : null }));
}

/**
 * Announces each early change with the events a person's change would have fired, once the
 * page is taken over (right after hydrating, before anything else can run).
 */
export function replayEarlyInput(changes: readonly EarlyChange[]): number {
  let replayed = 0;
  for (const { control, text } of changes) {
    // A control the take-over replaced is not on the page any more: nobody listens to it.
    if (!control.isConnected || control.disabled) continue;
    const typed = text !== null;
    // What the person typed, back over what taking over wrote in its place.
    if (typed && control.value !== text) control.value = text;
    // Typing fires `input` as it goes (what onChange of a text field listens to) and `change`
    // when the field is left; picking fires `change`.
    if (typed) control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
    replayed += 1;
  }
  return replayed;
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
