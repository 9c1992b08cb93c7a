import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useEditorUi } from '../editor-context';

/**
 * A modal form of the editor on the browser's own dialog element: focus stays inside while
 * it is open, Escape cancels, and focus goes back where it was (`returnFocus`) afterwards.
 * `onSubmit` answers whether the form is done; then the dialog closes.
 *
 * Closing happens here, before the page drops the dialog, and focus returns in the same
 * moment: a dialog taken out of the page while open leaves focus nowhere, and a key typed
 * right after Enter would be lost until focus came back.
 */
export function EditorDialog({ title, onSubmit, onClose, returnFocus, children, error, submitLabel, extraAction }: {
  title: string;
  onSubmit: () => boolean;
  onClose: () => void;
  returnFocus: () => void;
  children: ReactNode;
  error?: string;
  submitLabel?: string;
  /** Another way to finish, such as removing a link; the dialog closes after it. */
  extraAction?: { label: string; onPress: () => void };
}) {
  const { t } = useEditorUi();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const errorId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);
  const dismiss = () => {
    if (ref.current?.open) ref.current.close();
    returnFocus();
  };
  const cancel = () => {
    dismiss();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit()) dismiss();
  };
  return (
    <dialog ref={ref} className="rt-editor-dialog" aria-labelledby={titleId} aria-describedby={error ? errorId : undefined}
      onCancel={(event) => { event.preventDefault(); cancel(); }}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        <p id={errorId} className="rt-editor-error" role="alert">{error ?? ''}</p>
        <div className="rt-editor-dialog-actions">
          {extraAction ? <button type="button" onClick={() => { extraAction.onPress(); dismiss(); }}>{extraAction.label}</button> : null}
          <button type="button" onClick={cancel}>{t('editor.cancel')}</button>
          <button type="submit">{submitLabel ?? t('editor.ok')}</button>
        </div>
      </form>
    </dialog>
  );
}
