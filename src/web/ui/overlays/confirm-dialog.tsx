// Confirmation dialogs (spec §2): a question, an optional warning, an optional choice or
// 'I understand' box that must be ticked before yes is enabled, then a success screen.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-react';
import { useModals } from './modal-react';
import type { ModalLocation } from './overlay-layer-names';

export interface ConfirmChoice {
  value: string;
  label: ReactNode;
}

export interface ConfirmDialogProps {
  title: ReactNode;
  content?: ReactNode;
  warning?: ReactNode;
  /** A radio group; one option must be chosen before yes is enabled. */
  choices?: { legend: ReactNode; options: readonly ConfirmChoice[] };
  /** Adds the 'I understand' box that must be ticked first; a node replaces its label. */
  acknowledge?: boolean | ReactNode;
  yesLabel?: ReactNode;
  noLabel?: ReactNode;
  /** The work behind yes; a rejection keeps the dialog open with an error. */
  onConfirm?: (choice: string | null) => void | Promise<void>;
  onCancel?: () => void;
  /** Told when yes succeeded, before the success screen shows. */
  onConfirmed?: (choice: string | null) => void;
  successTitle?: ReactNode;
  successContent?: ReactNode;
  backLabel?: ReactNode;
  /** The success screen's back button. */
  onDone?: () => void;
  /** Ids the surrounding alertdialog names itself and its description by. */
  titleId?: string;
  descriptionId?: string;
}

type Stage = 'ask' | 'pending' | 'done';

/** The inside of a confirmation; `useConfirm` puts it in a modal with role `alertdialog`. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT();
  const ownId = useId();
  const titleId = props.titleId ?? `${ownId}-title`;
  const descriptionId = props.descriptionId ?? `${ownId}-description`;
  const [stage, setStage] = useState<Stage>('ask');
  const [choice, setChoice] = useState<string | null>(null);
  const [understood, setUnderstood] = useState(false);
  const [failed, setFailed] = useState(false);
  const backRef = useRef<HTMLButtonElement>(null);
  const { choices, acknowledge, onConfirm, onConfirmed } = props;

  const ready = (!choices || choice !== null) && (!acknowledge || understood);

  useEffect(() => {
    if (stage === 'done') backRef.current?.focus();
  }, [stage]);

  const confirm = async () => {
    if (!ready || stage !== 'ask') return;
    setStage('pending');
    setFailed(false);
    try {
      await onConfirm?.(choice);
    } catch {
      setStage('ask');
      setFailed(true);
      return;
    }
    onConfirmed?.(choice);
    setStage('done');
  };

  if (stage === 'done') {
    return (
      <div className="overlay-confirm is-done">
        <h2 id={titleId} className="overlay-confirm-title">{props.successTitle ?? t('overlays.confirm.successTitle')}</h2>
        <div id={descriptionId} role="status" className="overlay-confirm-content">{props.successContent}</div>
        <div className="overlay-confirm-actions">
          <button ref={backRef} type="button" className="overlay-button is-primary" onClick={props.onDone}>
            {props.backLabel ?? t('overlays.confirm.back')}
          </button>
        </div>
      </div>
    );
  }

  const pending = stage === 'pending';
  return (
    <div className="overlay-confirm">
      <h2 id={titleId} className="overlay-confirm-title">{props.title}</h2>
      <div id={descriptionId} className="overlay-confirm-content">
        {props.content}
        {props.warning ? (
          <p className="overlay-confirm-warning">
            <strong>{t('overlays.confirm.warning')}</strong> {props.warning}
          </p>
        ) : null}
      </div>
      {choices ? (
        <fieldset className="overlay-confirm-choices">
          <legend>{choices.legend}</legend>
          {choices.options.map((option) => (
            <label key={option.value} className="overlay-confirm-option">
              <input
                type="radio"
                name={`${ownId}-choice`}
                value={option.value}
                checked={choice === option.value}
                onChange={() => setChoice(option.value)}
              />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {acknowledge ? (
        <label className="overlay-confirm-option overlay-confirm-acknowledge">
          <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />{' '}
          {acknowledge === true ? t('overlays.confirm.understand') : acknowledge}
        </label>
      ) : null}
      <p role="alert" className="overlay-confirm-error">{failed ? t('overlays.confirm.failed') : null}</p>
      <div className="overlay-confirm-actions">
        {/* aria-disabled while pending: a disabled button would drop the focus to the page body. */}
        <button type="button" className="overlay-button" onClick={pending ? undefined : props.onCancel} aria-disabled={pending || undefined}>
          {props.noLabel ?? t('overlays.confirm.no')}
        </button>
        <button
          type="button"
          className="overlay-button is-primary"
          onClick={() => void confirm()}
          disabled={!ready}
          aria-disabled={pending || undefined}
          aria-busy={pending || undefined}
        >
          {pending ? t('overlays.confirm.pending') : (props.yesLabel ?? t('overlays.confirm.yes'))}
        </button>
      </div>
    </div>
  );
}

export interface ConfirmOptions
  extends Omit<ConfirmDialogProps, 'onCancel' | 'onConfirmed' | 'onDone' | 'titleId' | 'descriptionId'> {
  location?: ModalLocation;
  /** Stays open across route changes. */
  persist?: boolean;
}

export interface ConfirmResult {
  /** Yes was pressed and its work succeeded. */
  confirmed: boolean;
  choice: string | null;
}

/** Asks in a modal alertdialog; settles once the dialog has gone (cancelled, dismissed or done). */
export function useConfirm(): (options: ConfirmOptions) => Promise<ConfirmResult> {
  const modals = useModals();
  const baseId = useId();
  const count = useRef(0);
  return useCallback(
    ({ location = 'default', persist, ...dialog }: ConfirmOptions) =>
      new Promise<ConfirmResult>((resolve) => {
        count.current += 1;
        const titleId = `${baseId}-${count.current}-title`;
        const descriptionId = `${baseId}-${count.current}-description`;
        let result: ConfirmResult = { confirmed: false, choice: null };
        // Work already started by yes must decide the answer, even if the dialog is closed
        // (Escape, a route change) while it runs.
        let running: { promise: Promise<unknown>; choice: string | null } | null = null;
        const onConfirm = dialog.onConfirm
          ? (choice: string | null) => {
              const promise = Promise.resolve(dialog.onConfirm!(choice));
              running = { promise, choice };
              return promise;
            }
          : undefined;
        const settle = () => {
          const work = running as { promise: Promise<unknown>; choice: string | null } | null;
          if (!work || result.confirmed) return resolve(result);
          work.promise.then(
            () => resolve({ confirmed: true, choice: work.choice }),
            () => resolve({ confirmed: false, choice: null }),
          );
        };
        const id = modals.show(
          location,
          ({ hide }) => (
            <ConfirmDialog
              {...dialog}
              onConfirm={onConfirm}
              titleId={titleId}
              descriptionId={descriptionId}
              onCancel={() => hide()}
              onConfirmed={(choice) => {
                result = { confirmed: true, choice };
              }}
              onDone={() => hide()}
            />
          ),
          {
            role: 'alertdialog',
            labelledBy: titleId,
            describedBy: descriptionId,
            persist,
            closeButton: false,
            onHidden: settle,
          },
        );
        if (id === null) resolve(result);
      }),
    [modals, baseId],
  );
}
