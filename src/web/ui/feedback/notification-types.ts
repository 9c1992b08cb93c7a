// The Notification entity of spec §3 as the toasts layer consumes it. Kept free of React values
// (types only) so that non-React code such as the upload helpers can raise toasts.
import type { ReactElement, ReactNode } from 'react';
import type { TranslationParams } from '../../i18n/translation-store';
import type { RouteTarget } from '../../router/router-types';

/**
 * A message the layer translates when it renders: code without `t` at hand (an upload helper)
 * names the key instead of the text, and the toast follows later language changes too.
 */
export interface TextRef {
  readonly textKey: string;
  readonly params?: TranslationParams;
}

/** Either ready text (already translated by the caller) or a key for the layer to translate. */
export type NotificationText = ReactNode | TextRef;

export function textRef(key: string, params?: TranslationParams): TextRef {
  return params === undefined ? { textKey: key } : { textKey: key, params };
}

export function isTextRef(value: unknown): value is TextRef {
  return typeof value === 'object' && value !== null && typeof (value as { textKey?: unknown }).textKey === 'string';
}

/** Red toasts are announced assertively (role alert); the others politely (role status). */
export type NotificationColor = 'red' | 'green' | 'yellow' | 'blue';

export type NotificationIconName = 'info' | 'success' | 'warning' | 'error';

export interface NotificationAction {
  text: NotificationText;
  /** Followed through the router; a string is an in-app address. */
  route?: RouteTarget | string;
  /** How `route` opens: 'new' in a new tab, 'replace' replacing the current history entry. */
  routeTarget?: 'new' | 'replace';
  /** Runs on press; while a returned promise is pending the action shows as loading. */
  onPress?: () => unknown;
}

/** Spec §3 'Notification'. */
export interface Notification {
  /** Adding a toast with the id of one still kept updates it and restarts its timer. */
  id?: string;
  title?: NotificationText;
  content?: NotificationText;
  /**
   * A named icon or an element. Left out, red, green and yellow toasts get the matching named
   * icon and the others none; `null` shows none.
   */
  icon?: NotificationIconName | ReactElement | null;
  color?: NotificationColor;
  /** Pressing any action also closes the toast. */
  actions?: readonly NotificationAction[];
  /** Milliseconds shown before closing itself (default TOAST_DURATION_MS); 0 stays until dismissed. */
  duration?: number;
  /** A short sound when the toast shows: `true` for the default chime, or the address of a sound file. */
  sound?: boolean | string;
  /** Whether the toast offers a close button (default true). */
  close?: boolean;
  /** Called once when the toast starts closing, whatever the reason. */
  onClose?: (reason: CloseReason) => void;
}

/** 'overflow': pushed out because more than TOAST_MAX_COUNT toasts were kept. */
export type CloseReason = 'timeout' | 'dismissed' | 'overflow';

/** Plays a notification sound; injected so that nothing touches audio at module load or in tests. */
export type SoundPlayer = (sound: true | string) => void;

/** 'shown' toasts count down; 'closing' ones fade out for TOAST_FADE_MS and then leave. */
export type ToastPhase = 'shown' | 'closing';

export interface ToastEntry {
  readonly id: string;
  readonly notification: Notification;
  readonly phase: ToastPhase;
  /** Grows with every update of the same id, so a view can tell an update from the first showing. */
  readonly version: number;
}
