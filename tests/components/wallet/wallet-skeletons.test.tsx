/** @jest-environment jsdom */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { act } from '@testing-library/react';
import { DepositClient } from '@/components/wallet/deposit-client';
import { RecordsClient } from '@/components/wallet/records-client';
import { WalletWidget } from '@/components/wallet/wallet-widget';
import { MoneyScreenSkeleton, RecordsSkeleton } from '@/components/wallet/wallet-skeletons';
import type { DepositChannel } from '@/lib/wps/schemas/payments';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer } from '@/tests/support/wps-answer';
import { boxTree, childClasses, layoutClasses, source } from '../skeleton-shape';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }), usePathname: () => '/m/gameRecord' }));

const cny = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const range = { startDate: '2026-10-23', endDate: '2026-11-22' };
const bet = (id: string) =>
  ({ id, vassalage: 'house', gameId: 'house-lucky-5', gameName: 'Lucky 5', vendorName: 'House Games', roundId: `r${id}`, stake: 100, payout: 250, winLoss: 150, status: 'settled' as const, createdAt: '2026-11-21T08:30:00.000Z', settledAt: null });
const channel: DepositChannel = { id: 9, method: 'pg', name: 'SimPay', minAmount: 10, maxAmount: 1000, presets: [], bank: null };

describe('RecordsSkeleton', () => {
  it('stacks the boxes RecordsClient draws under the heading: tabs, date range, status, rows', async () => {
    mockFetch(() => wpsAnswer('reportBetHistory', { list: [bet('a'), bet('b')], pageNo: 1, pageSize: 20, totalCount: 2, totalPages: 1, ...range, totals: { stake: 200, payout: 500, winLoss: 300 } }));
    const real = renderWithIntl(<RecordsClient initial={{ tab: 'bet', filter: '', ...range }} currency={cny} />).container;
    await act(async () => {});
    const skeleton = renderWithIntl(<RecordsSkeleton />).container.firstElementChild!;
    expect(layoutClasses(skeleton)).toBe('screen');
    expect(skeleton.querySelector('h1')!.textContent).toBe('Records');
    expect(childClasses(skeleton).slice(1)).toEqual(childClasses(real));
    // As many tabs, in the same strip, and rows of the same boxes.
    expect(skeleton.querySelector('.tabs')!.children).toHaveLength(real.querySelector('.tabs')!.children.length);
    expect(skeleton.querySelector('.tabs')!.className).toBe(real.querySelector('.tabs')!.className);
    expect(childClasses(skeleton.querySelector('.filters')!)).toEqual(childClasses(real.querySelector('.filters')!));
    expect(boxTree(skeleton.querySelector('.records > li')!)).toEqual(boxTree(real.querySelector('.records > li')!));
    // The page's own section and heading (app/m/gameRecord/page.tsx).
    expect(source('app/m/gameRecord/page.tsx')).toMatch(/<section className=\{account\.screen\}>\s*<h1 className=\{account\.heading\}>/);
  });
});

describe('MoneyScreenSkeleton', () => {
  it('draws the wallet widget with the boxes WalletWidget has', () => {
    const real = renderWithIntl(<WalletWidget sumBalance={1234} currency={cny} hiddenRemembered={false} playMoney={false} />).container.firstElementChild!;
    const skeleton = renderWithIntl(<MoneyScreenSkeleton screen="deposit" />).container.querySelector('[data-testid="wallet-widget-skeleton"]')!;
    expect(layoutClasses(skeleton)).toBe(layoutClasses(real));
    expect(childClasses(skeleton)).toEqual(childClasses(real));
  });

  it('heads the screen as MoneyScreen does, then the deposit form starting with its channel choices', () => {
    const real = renderWithIntl(<DepositClient channels={[channel]} currency={cny} />).container.firstElementChild!;
    const screen = renderWithIntl(<MoneyScreenSkeleton screen="deposit" />).container.firstElementChild!;
    expect(childClasses(screen)).toEqual(['heading', 'widget', 'form']);
    expect(screen.querySelector('h1')!.textContent).toBe('Deposit');
    expect(layoutClasses(real)).toBe('form');
    expect(childClasses(screen.querySelector('.form')!)[0]).toBe(childClasses(real)[0]);
    expect(source('components/wallet/money-screen.tsx')).toMatch(/<section className=\{account\.screen\}>\s*<h1 className=\{account\.heading\}>/);
  });

  it('titles the withdraw screen its own way', () => {
    const screen = renderWithIntl(<MoneyScreenSkeleton screen="withdraw" />).container.firstElementChild!;
    expect(screen.querySelector('h1')!.textContent).toBe('Withdraw');
  });
});

describe('the money screens\' loading states', () => {
  const root = join(__dirname, '..', '..', '..');

  it('exist for the records, deposit and withdraw screens and ship no client JavaScript', () => {
    for (const d of ['gameRecord', 'voucherCenter', 'withdraw']) {
      expect(readdirSync(join(root, 'app', 'm', d))).toContain('loading.tsx');
      expect(source(`app/m/${d}/loading.tsx`)).not.toMatch(/['"]use client['"]/);
    }
    expect(source('components/wallet/wallet-skeletons.tsx')).not.toMatch(/['"]use client['"]|useState|useEffect/);
  });

  it('gate each screen in its layout, above the loading boundary, so a visitor still gets a redirect before anything streams', () => {
    for (const d of ['gameRecord', 'voucherCenter', 'withdraw']) {
      expect(source(`app/m/${d}/layout.tsx`)).toContain(`<MemberGate path="/m/${d}">`);
      expect(source(`app/m/${d}/page.tsx`)).not.toContain('MemberGate');
    }
  });
});
