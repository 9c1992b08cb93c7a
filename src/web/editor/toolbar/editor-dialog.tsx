import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useEditorUi } from '../editor-context';

/**
 * A modal form of the editor on the browser's own dialog element: focus stays inside while
 * it is open, Escape cancels, and focus goes back where it was (`returnFocus`) afterwards.
 */
export function EditorDialog({ title, onSubmit, onClose, returnFocus, children, error, submitLabel }: {
  title: string;
  onSubmit: () => void;
  onClose: () => void;
  returnFocus: () => void;
  children: ReactNode;
  error?: string;
  submitLabel?: string;
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
  const close = () => {
    onClose();
    // After the dialog has gone, so the browser does not move focus again.
    setTimeout(returnFocus, 0);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <dialog ref={ref} className="rt-editor-dialog" aria-labelledby={titleId} aria-describedby={error ? errorId : undefined}
      onCancel={(event) => { event.preventDefault(); close(); }}>
      <form onSubmit={submit} noValidate>
        <h2 id={titleId}>{title}</h2>
        {children}
        <p id={errorId} className="rt-editor-error" role="alert">{error ?? ''}</p>
        <div className="rt-editor-dialog-actions">
          <button type="button" onClick={close}>{t('editor.cancel')}</button>
          <button type="submit">{submitLabel ?? t('editor.ok')}</button>
        </div>
      </form>
    </dialog>
  );
}
