import { categoryReloadGap_ms, createReloadQueue, mayLoadList } from '@/lib/games';

/** Lets the queue's promise chain run (fake timers do not flush microtasks). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('home reloads after a language change (SPEC §4, §9 gap 400 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reloads the lists one after another, each 400 ms after the previous one finished', async () => {
    expect(categoryReloadGap_ms).toBe(400);
    const started: string[] = [];
    const q = createReloadQueue();
    for (const key of ['favourites', 'vendor:RNG:LUCKYSTAR', 'vendor:FISH:OCEANKING']) {
      q.enqueue(key, async () => { started.push(key); });
    }
    await settle();
    expect(started).toEqual(['favourites']);
    await jest.advanceTimersByTimeAsync(categoryReloadGap_ms - 1);
    expect(started).toEqual(['favourites']);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['favourites', 'vendor:RNG:LUCKYSTAR']);
    await jest.advanceTimersByTimeAsync(categoryReloadGap_ms);
    expect(started).toHaveLength(3);
    expect(q.waiting).toBe(0);
  });

  it('waits for a slow reload to finish before the gap starts', async () => {
    const started: string[] = [];
    let finish!: () => void;
    const q = createReloadQueue();
    q.enqueue('a', () => { started.push('a'); return new Promise<void>((r) => { finish = r; }); });
    q.enqueue('b', async () => { started.push('b'); });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(started).toEqual(['a']);
    finish();
    await jest.advanceTimersByTimeAsync(categoryReloadGap_ms - 1);
    expect(started).toEqual(['a']);
    await jest.advanceTimersByTimeAsync(1);
    expect(started).toEqual(['a', 'b']);
  });

  it('reloads a waiting list once with its newest task, goes on after a failure, and drops a list that left', async () => {
    const started: string[] = [];
    const q = createReloadQueue();
    q.enqueue('first', async () => { started.push('first'); throw new Error('upstream.unavailable'); });
    q.enqueue('fav', async () => { started.push('fav:old'); });
    q.enqueue('fav', async () => { started.push('fav:new'); });
    q.enqueue('gone', async () => { started.push('gone'); });
    q.cancel('gone');
    await jest.advanceTimersByTimeAsync(categoryReloadGap_ms * 5);
    expect(started).toEqual(['first', 'fav:new']);
  });

  it('starts at once when the queue has been idle for a gap', async () => {
    const started: number[] = [];
    const q = createReloadQueue();
    q.enqueue('a', async () => { started.push(Date.now()); });
    await jest.advanceTimersByTimeAsync(categoryReloadGap_ms);
    const idle = Date.now();
    q.enqueue('a', async () => { started.push(Date.now()); });
    await settle();
    expect(started).toEqual([started[0], idle]);
  });

  it('loads favourites and recent games only with a session', () => {
    expect(mayLoadList('favourites', false)).toBe(false);
    expect(mayLoadList('recent', false)).toBe(false);
    expect(mayLoadList('favourites', true)).toBe(true);
    expect(mayLoadList('games', false)).toBe(true);
  });
});
