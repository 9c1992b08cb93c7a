/**
 * Words shared controls show only once pressed (a busy button, a form being sent): every page
 * embeds them and every screen's message sets name them, so a press made before the screen's
 * sets arrive still reads.
 */
export const PRESS_TEXTS: readonly string[] = ['feedback.button.loading', 'forms.processing'];
