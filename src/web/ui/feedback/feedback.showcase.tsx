// Development showcase of the feedback pieces: every toast, button and hook in each state.
import { useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { TOAST_WIDTH_PX } from './notification-store';
import { useT } from '../../i18n/i18n-react';
import { ButtonShowcase, LongPressShowcase, MobileShowcase, PresenceShowcase } from './feedback-showcase-controls';
import { imageUploadFailed } from '../../files/upload-failure';
import { textRef } from './notification-types';
import type { Notification } from './notification-types';
import { NotificationsLayer } from './notifications-layer';
import { NotificationsProvider, useNotificationStore, useNotify } from './notifications-react';
import { ToastView } from './toast-view';
import { Button } from './button';
import './feedback-showcase.css';

const PREVIEWS_STYLE = { '--toast-width': `${TOAST_WIDTH_PX}px` } as CSSProperties;

const PREVIEWS: readonly Notification[] = [
  { title: textRef('feedback.showcase.sample.infoTitle'), content: textRef('feedback.showcase.sample.infoBody') },
  { color: 'blue', icon: 'info', title: textRef('feedback.showcase.sample.infoTitle'), content: textRef('feedback.showcase.sample.infoBody') },
  { color: 'green', title: textRef('feedback.showcase.sample.successTitle'), content: textRef('feedback.showcase.sample.successBody') },
  { color: 'yellow', title: textRef('feedback.showcase.sample.warningTitle'), content: textRef('feedback.showcase.sample.warningBody') },
  { color: 'red', title: textRef('feedback.showcase.sample.errorTitle'), content: textRef('feedback.showcase.sample.errorBody') },
  {
    color: 'green',
    title: textRef('feedback.showcase.sample.successTitle'),
    actions: [{ text: textRef('feedback.showcase.sample.undo'), onPress: () => undefined }],
    close: false,
  },
];

function NotificationsShowcase() {
  const t = useT();
  const { notify, clear } = useNotify();
  const store = useNotificationStore();
  const updates = useRef(0);
  const [lastPressed, setLastPressed] = useState('');

  const sample = (kind: 'info' | 'success' | 'warning' | 'error', extra: Partial<Notification> = {}) =>
    notify({ title: textRef(`feedback.showcase.sample.${kind}Title`), content: textRef(`feedback.showcase.sample.${kind}Body`), ...extra });
  const update = () => {
    updates.current += 1;
    notify({
      id: 'showcase-update',
      color: 'blue',
      icon: 'info',
      title: textRef('feedback.showcase.sample.updateTitle'),
      content: textRef('feedback.showcase.sample.updateBody', { count: updates.current }),
    });
  };
  const withActions = () =>
    notify({
      color: 'green',
      title: textRef('feedback.showcase.sample.successTitle'),
      content: textRef('feedback.showcase.sample.successBody'),
      actions: [
        { text: textRef('feedback.showcase.sample.goHome'), route: { name: 'home' } },
        {
          text: textRef('feedback.showcase.sample.undo'),
          // Slow on purpose: the action shows its loading state before the toast closes.
          onPress: () => new Promise<void>((resolve) => setTimeout(() => {
            setLastPressed(t('feedback.showcase.undone'));
            resolve();
          }, 1000)),
        },
      ],
    });
  const burst = () => {
    for (let index = 1; index <= 4; index += 1) notify({ title: textRef('feedback.showcase.sample.burstTitle', { index }) });
  };

  return (
    <section aria-labelledby="feedback-showcase-toasts">
      <h2 id="feedback-showcase-toasts">{t('feedback.showcase.toasts')}</h2>
      <p>{t('feedback.showcase.toastsIntro')}</p>
      <div className="feedback-showcase-row">
        <Button variant="secondary" onPress={() => sample('info')}>{t('feedback.showcase.showInfo')}</Button>
        <Button variant="secondary" onPress={() => sample('success', { color: 'green' })}>{t('feedback.showcase.showSuccess')}</Button>
        <Button variant="secondary" onPress={() => sample('warning', { color: 'yellow' })}>{t('feedback.showcase.showWarning')}</Button>
        <Button variant="secondary" onPress={() => sample('error', { color: 'red' })}>{t('feedback.showcase.showError')}</Button>
        <Button variant="secondary" onPress={withActions}>{t('feedback.showcase.showActions')}</Button>
        <Button variant="secondary" onPress={() => sample('info', { duration: 0 })}>{t('feedback.showcase.showSticky')}</Button>
        <Button variant="secondary" onPress={() => sample('info', { close: false, duration: 5000 })}>{t('feedback.showcase.showNoClose')}</Button>
        <Button variant="secondary" onPress={() => sample('success', { color: 'green', sound: true })}>{t('feedback.showcase.showSound')}</Button>
        <Button variant="secondary" onPress={update}>{t('feedback.showcase.showUpdate')}</Button>
        <Button variant="secondary" onPress={burst}>{t('feedback.showcase.showBurst')}</Button>
        <Button variant="secondary" onPress={() => void imageUploadFailed((toast) => store.notify(toast), t)}>
          {t('feedback.showcase.showUploadError')}
        </Button>
        <Button variant="quiet" onPress={clear}>{t('feedback.showcase.dismissAll')}</Button>
      </div>
      <p role="status" className="feedback-showcase-note">{lastPressed}</p>
      <h3>{t('feedback.showcase.previews')}</h3>
      <ul className="feedback-showcase-previews" style={PREVIEWS_STYLE}>
        {PREVIEWS.map((notification, index) => (
          <li key={index}>
            <ToastView notification={notification} live={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every feedback piece in all its states, for the development-only showcase page. */
export function FeedbackShowcase() {
  return (
    <div className="feedback-showcase">
      <NotificationsProvider>
        <NotificationsShowcase />
        <ButtonShowcase />
        <LongPressShowcase />
        <PresenceShowcase />
        <MobileShowcase />
        <NotificationsLayer />
      </NotificationsProvider>
    </div>
  );
}
