// A real, labelled <input type="file">: keyboard, screen readers and drag-and-drop onto the
// input work as the browser made them. It reads the chosen file and reports it or the failure.
import type { ChangeEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n-react';
import { PICK_FAILED_LOG } from './pick-file';
import type { PickedFile, ReadFileOptions } from './picked-file';
import { describeFileError, readPickedFile } from './picked-file';
import './file-picker.css';

export interface FilePickerProps extends ReadFileOptions {
  /** Visible label, already translated. */
  label: string;
  /** Help shown under the input, already translated. */
  hint?: string;
  /** The dialog's filter (the accept attribute), e.g. IMAGE_INPUT_ACCEPT. `accept` is what is enforced. */
  inputAccept?: string;
  /** An error about the picked file found later (e.g. by checkImageForUpload), already translated. */
  error?: string;
  name?: string;
  disabled?: boolean;
  onPick?(file: PickedFile): void;
  onError?(error: unknown): void;
  logError?: (message: string, error: unknown) => void;
}

export function FilePicker({ label, hint, inputAccept, error, name, disabled, onPick, onError, logError, ...read }: FilePickerProps) {
  const t = useT();
  const id = useId();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // Only the latest choice may report: an earlier, slower read must not overwrite it.
  const latest = useRef(0);

  function change(event: ChangeEvent<HTMLInputElement>): void {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const attempt = ++latest.current;
    setFailure(null);
    // Emptying the choice is not a failed pick, only nothing to read.
    if (!file) return;
    readPickedFile(file, read).then(
      (picked) => {
        if (attempt === latest.current) onPick?.(picked);
      },
      (reason: unknown) => {
        (logError ?? ((message: string, cause: unknown) => console.error(message, cause)))(PICK_FAILED_LOG, reason);
        if (attempt !== latest.current) return;
        // A refused file must not stay selected (a form would send it); also lets the same file be picked again.
        input.value = '';
        setFailure({ error: reason });
        onError?.(reason);
      },
    );
  }

  const message = failure ? describeFileError(failure.error, t) : error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="file-picker">
      <label className="file-picker-label" htmlFor={id}>{label}</label>
      <input
        id={id}
        className="file-picker-input"
        type="file"
        name={name}
        accept={inputAccept}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        onChange={change}
      />
      {hint ? <p id={hintId} className="file-picker-hint">{hint}</p> : null}
      <p id={errorId} className="file-picker-error" role="alert">{message ?? ''}</p>
    </div>
  );
}
