// The bubble under a form field that shows its validation error (spec §2, §5).
//
// Placement: under the field, left edges lined up, but kept at least `margin` (default
// ERROR_POPOVER_MARGIN, 20 px) inside the viewport's sides, which also caps its width. It is
// placed in page coordinates, so scrolling the page never moves it; when layout shifts the
// field (a scrolling box, content appearing above), it is re-placed only once the field has
// moved more than `debounceMargin` (default ERROR_POPOVER_DEBOUNCE_MARGIN, 10 px) from where it
// was placed, so small shifts do not make it jitter.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/i18n-react';
import type { Translate } from '../../i18n/i18n-react';
import type { TranslationParams } from '../../i18n/translation-store';
import { describeError, VALIDATION_KEYS } from '../../../domain/validation';
import { clampIntoViewport, distanceMoved, measure, viewportWidth, watchLayoutChanges } from './anchor-geometry';
import type { AnchorBox } from './anchor-geometry';
import { usePopoverLayer } from './overlay-context';
import type { PopoverLayerName } from './overlay-layer-names';
import { POPOVER_Z_INDEX } from './popover-state';

export const ERROR_POPOVER_FADE_MS = 200;
export const ERROR_POPOVER_MARGIN = 20;
export const ERROR_POPOVER_DEBOUNCE_MARGIN = 10;

/** The generic error of an empty required field (spec §5): the validators' own key. */
export const REQUIRED_ERROR = VALIDATION_KEYS.required;
/** 'x is required', with the field's name as {name}. */
export const REQUIRED_FIELD_KEY = VALIDATION_KEYS.requiredField;

/** Space for the arrow between the field and the bubble, in CSS pixels. */
const ARROW_GAP_PX = 10;

/** Text of an error message key; the generic required marker names the field when it can. */
export function errorMessage(t: Translate, error: string, fieldName?: string, params?: TranslationParams): string {
  // One rule for "x is required", shared with the forms (trims the name, falls back without one).
  const described = describeError({ key: error, params }, fieldName);
  return t(described.key, { ...params, ...described.params });
}

/** Attributes for the field: points at the bubble while there is an error to read. */
export function errorFieldProps(id: string, error: string | null | undefined): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': id } : {};
}

export interface ErrorPopoverProps {
  /** Id of the bubble; give the field `aria-describedby` with it (see errorFieldProps). */
  id: string;
  /** The field the bubble points at. */
  anchorRef: RefObject<HTMLElement | null>;
  /** A message key; empty means no error. */
  error: string | null | undefined;
  errorParams?: TranslationParams;
  /** The field's visible name, for 'x is required'. */
  fieldName?: string;
  layer?: PopoverLayerName;
  margin?: number;
  debounceMargin?: number;
}

function pagePosition(anchor: AnchorBox, root: AnchorBox): AnchorBox {
  return {
    top: anchor.top - root.top,
    left: anchor.left - root.left,
    bottom: anchor.bottom - root.top,
    right: anchor.right - root.left,
  };
}

export function ErrorPopover({
  id,
  anchorRef,
  error,
  errorParams,
  fieldName,
  layer = 'default',
  margin = ERROR_POPOVER_MARGIN,
  debounceMargin = ERROR_POPOVER_DEBOUNCE_MARGIN,
}: ErrorPopoverProps) {
  const t = useT();
  const host = usePopoverLayer(layer);
  const bubbleRef = useRef<HTMLDivElement>(null);
  const message = error ? errorMessage(t, error, fieldName, errorParams) : null;
  // The last message stays on screen while the bubble fades out.
  const [shown, setShown] = useState(message);
  if (message !== null && message !== shown) setShown(message);
  const leaving = message === null && shown !== null;

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setShown(null), ERROR_POPOVER_FADE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  const visible = shown !== null;
  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    const anchor = anchorRef.current;
    if (!visible || !host || !bubble || !anchor) return;
    let placedAt: AnchorBox | null = null;
    const update = () => {
      const root = measure(host);
      const box = pagePosition(measure(anchor), root);
      if (placedAt && distanceMoved(placedAt, box) <= debounceMargin) return;
      placedAt = box;
      const width = bubble.getBoundingClientRect().width;
      const left = clampIntoViewport(box.left + root.left, width, viewportWidth(), margin) - root.left;
      bubble.style.top = `${box.bottom + ARROW_GAP_PX}px`;
      bubble.style.left = `${left}px`;
      // The arrow keeps pointing at the field when the bubble was pushed sideways.
      bubble.style.setProperty('--overlay-error-arrow', `${Math.max(12, box.left - left + 12)}px`);
    };
    update();
    return watchLayoutChanges(update);
  }, [visible, host, anchorRef, margin, debounceMargin]);

  if (shown === null) return null;
  const style = {
    '--overlay-fade': `${ERROR_POPOVER_FADE_MS}ms`,
    '--overlay-error-margin': `${margin}px`,
    ...(host ? { position: 'absolute', zIndex: POPOVER_Z_INDEX } : null),
  } as CSSProperties;
  const bubble = (
    <div
      ref={bubbleRef}
      id={id}
      role="alert"
      className={`overlay-error-popover ${leaving ? 'is-leaving' : 'is-entering'}${host ? '' : ' is-inline'}`}
      style={style}
    >
      {shown}
    </div>
  );
  return host ? createPortal(bubble, host) : bubble;
}
