import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { adminDashboardMessages } from '../../../domain/i18n/messages/admin-dashboard.messages';
import { I18nProvider } from '../../i18n/i18n-react';
import { createTranslationStore } from '../../i18n/translation-store';
import { WaitingPanel } from './dashboard-panels';

type Dashboard = Parameters<typeof WaitingPanel>[0]['dashboard'];

const base = {
  today: null, thisMonth: null, awaitingVerification: 2, awaitingShipment: 0, lowStock: null, recentReviews: null, pendingReviews: null,
} as unknown as Dashboard;

function renderPanel(dashboard: Dashboard) {
  const store = createTranslationStore({ language: 'id', messages: adminDashboardMessages.id, hash: 't' });
  return render(<I18nProvider store={store}><WaitingPanel dashboard={dashboard} /></I18nProvider>);
}

describe('the waiting panel', () => {
  afterEach(() => cleanup());

  it('tells the owner how many gateway payments must be checked, as an alert', () => {
    renderPanel({ ...base, paymentsNeedingAttention: 1 });
    const line = screen.getByText(/pembayaran gateway perlu diperiksa/).closest('li')!;
    expect(line.textContent).toBe('1 pembayaran gateway perlu diperiksa (jumlah berbeda, atau masuk setelah dibatalkan)');
    expect(line.className).toBe('admin-alert');
  });

  it('says nothing about gateway payments while none needs checking', () => {
    renderPanel({ ...base, paymentsNeedingAttention: 0 });
    expect(screen.queryByText(/pembayaran gateway/)).toBeNull();
    expect(screen.getByText(/Bukti transfer menunggu diperiksa/)).toBeTruthy();
  });
});
