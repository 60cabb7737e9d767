import { tablePages } from '@/platform/src/vendors/house/tables/games';

/*
 * A house table page in jsdom, for the page tests (`@jest-environment jsdom`): the page rendered as the platform
 * serves it, a stand-in house API and socket, and the page's script run.
 */

/** A socket the test drives: the page's hello is recorded, and the test pushes the table's events. */
export class FakeSocket {
  static last: FakeSocket | null = null;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(), 0);
  }
  send(data: string) {
    this.sent.push(data);
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** Timers the pages start are cleared after each test, so one test's page does not keep running into the next one's document. */
export function clearPageTimersAfterEach(): void {
  const timers: number[] = [];
  const realSetInterval = window.setInterval.bind(window);
  window.setInterval = ((fn: () => void, ms?: number) => {
    const id = realSetInterval(fn, ms) as unknown as number;
    timers.push(id);
    return id;
  }) as typeof window.setInterval;
  afterEach(() => {
    for (const id of timers.splice(0)) window.clearInterval(id);
  });
}

/** The page's HTML for the demo merchant in yuan. */
export const renderTablePage = async (path: string, language = 'EN') =>
  (await tablePages.find((p) => p.path === path)!.render({ merchant: 'demo', language, money: { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 } }));

export const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));
export const $ = (id: string) => document.getElementById(id)!;
export const inAWhile = (ms: number) => new Date(Date.now() + ms).toISOString();

/** Loads a table page into jsdom with a stand-in house API and socket, and runs its script; returns the API requests it makes. */
export async function loadTablePage(path: string, url: string, answers: (path: string, body: Record<string, unknown>) => unknown) {
  const html = await renderTablePage(path);
  window.history.replaceState(null, '', url);
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/, '').replace(/<\/html>$/, '');
  const requests: { path: string; body: Record<string, unknown> }[] = [];
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const p = String(input).replace('/games/house/api/demo/table', '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    requests.push({ path: p, body });
    return { json: async () => answers(p, body) } as Response;
  }) as typeof fetch;
  (window as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
  const scripts = html.split('<script>').slice(1).map((s) => s.split('</script>')[0]!);
  for (const s of scripts) window.eval(s);
  await settle();
  return requests;
}

/** A round as the house API presents it: open, its betting closing in 9 s. */
export const tableRound = (over: Record<string, unknown> = {}) => ({
  id: '7', no: 3, status: 'open', serverSeedHash: 'ab'.repeat(32), opensAt: inAWhile(-1000), closesAt: inAWhile(9000), serverSeed: null, clientSeed: null, outcome: null, ...over,
});

/** A session's snapshot of a table (`table` and `timing` are the game's), with a 100.00 balance and the open round. */
export const tableSnapshot = (game: { table: string; timing: Record<string, number> }, over: Record<string, unknown> = {}) => ({
  table: game.table, currency: 'CNY', minorDigits: 2, limits: {}, timing: game.timing,
  round: tableRound(), results: [], slips: [], balance: '100.00', board: null, now: new Date().toISOString(), ...over,
});
