import type { BrowserValue, CallValue } from '@/lib/wps/calls';

/**
 * Whole values of common calls, as the browser receives them, for fake answers
 * (tests/support/wps-answer.ts checks them against the contract). Overrides set what a test is about.
 */

/** A session issuer's value (login, register, trial, password reset): the member, without the token. */
export function loginValue(o: Partial<BrowserValue<CallValue<'sessionLogin'>>> = {}): BrowserValue<CallValue<'sessionLogin'>> {
  return { id: 1, userName: 'lucky7', type: 0, firstTimeLogin: false, ...o };
}

/** GET /wps/v2/wallets/balance with one main wallet holding the whole sum. */
export function balanceValue(sumBalance: number): CallValue<'walletsBalance'> {
  return {
    sumBalance, currency: 'CNY', currencySymbol: '¥',
    balance: [{ accountTypeId: 1, accountTypeName: 'main', availBalance: sumBalance, lockedBalance: 0 }],
  };
}
