import { createGroupCommit, type GroupCommitSettings } from '@/platform/src/db/group-commit';

/** A batch runner the test releases by hand: every batch it was given, and a gate per batch. */
function heldRunner<C>(answer: (c: C) => string | Error = (c) => `ok:${String(c)}`) {
  const batches: C[][] = [];
  const gates: (() => void)[] = [];
  const run = async (calls: C[]): Promise<string[]> => {
    batches.push(calls);
    await new Promise<void>((release) => gates.push(release));
    const answers = calls.map(answer);
    const failure = answers.find((a) => a instanceof Error);
    if (failure) throw failure;
    return answers as string[];
  };
  /** Opens the oldest held batch and lets its answers through. */
  const release = async () => {
    gates.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { run, batches, release, held: () => gates.length };
}

const tick = () => new Promise((r) => setImmediate(r));
const settings = (s: Partial<GroupCommitSettings> = {}): GroupCommitSettings => ({ batchMax: 100, window_ms: 5, concurrency: 1, ...s });

describe('group commit', () => {
  it('sends a call that finds the database idle at once, alone', async () => {
    const r = heldRunner<number>();
    const gc = createGroupCommit(r.run, settings({ window_ms: 100 }));
    const answer = gc.submit(1);
    await tick();
    expect(r.batches).toEqual([[1]]);
    await r.release();
    await expect(answer).resolves.toBe('ok:1');
  });

  it('gathers the calls that arrive while a batch runs into the next batch, each answered with its own answer', async () => {
    const r = heldRunner<number>();
    const gc = createGroupCommit(r.run, settings());
    const first = gc.submit(0);
    await tick();
    const rest = [1, 2, 3, 4, 5].map((n) => gc.submit(n));
    await tick();
    expect(r.batches).toEqual([[0]]);
    await r.release();
    expect(r.batches).toEqual([[0], [1, 2, 3, 4, 5]]);
    await r.release();
    await expect(first).resolves.toBe('ok:0');
    await expect(Promise.all(rest)).resolves.toEqual(['ok:1', 'ok:2', 'ok:3', 'ok:4', 'ok:5']);
    expect(gc.stats()).toMatchObject({ calls: 6, batches: 2, largestBatch: 5 });
  });

  it('puts at most batchMax calls in one batch', async () => {
    const r = heldRunner<number>();
    const gc = createGroupCommit(r.run, settings({ batchMax: 2 }));
    void gc.submit(0);
    await tick();
    const all = Promise.all([1, 2, 3, 4, 5].map((n) => gc.submit(n)));
    await r.release();
    await r.release();
    await r.release();
    await r.release();
    await all;
    expect(r.batches).toEqual([[0], [1, 2], [3, 4], [5]]);
  });

  it('runs up to `concurrency` batches at once, a later one waiting up to the window for as many calls as the last batch saw arrive', async () => {
    const r = heldRunner<number>();
    const gc = createGroupCommit(r.run, settings({ concurrency: 2, window_ms: 30 }));
    void gc.submit(0);
    void gc.submit(1);
    await tick();
    // Nothing measured yet: the second slot takes the second call at once.
    expect(r.batches).toEqual([[0], [1]]);
    void gc.submit(2);
    void gc.submit(3);
    void gc.submit(4);
    await tick();
    // Both slots busy: the calls queue, however long.
    expect(r.batches).toHaveLength(2);
    await r.release();
    // Four calls arrived while [0] ran, three are queued: the free slot waits for a fourth, up to the window.
    expect(r.batches).toHaveLength(2);
    await new Promise((res) => setTimeout(res, 60));
    expect(r.batches).toEqual([[0], [1], [2, 3, 4]]);
    await r.release();
    await r.release();
    await gc.drain();
  });

  it('tries a batch whose failure is retryable once more, as it is', async () => {
    let failures = 1;
    const seen: number[][] = [];
    const gc = createGroupCommit(async (calls: number[]) => {
      seen.push(calls);
      if (failures-- > 0) throw Object.assign(new Error('clash'), { code: 'WV001' });
      return calls.map((c) => c * 10);
    }, settings(), { retryable: (e) => (e as { code?: string }).code === 'WV001' });
    await expect(gc.submit(7)).resolves.toBe(70);
    expect(seen).toEqual([[7], [7]]);
    expect(gc.stats()).toMatchObject({ retries: 1, splits: 0 });
  });

  it('fails only the call that fails: the batch is split until that call is alone, the others keep their order and answers', async () => {
    const r = heldRunner<number>((c) => (c === 3 ? new Error('bad call 3') : `ok:${c}`));
    const gc = createGroupCommit(r.run, settings());
    const first = gc.submit(0);
    await tick();
    const calls = [1, 2, 3, 4, 5].map((n) => gc.submit(n).catch((e: Error) => e.message));
    await r.release();
    // [1..5] fails, then [1,2,3] fails, [1,2] passes, [3] fails alone, [4,5] passes.
    while (r.held()) await r.release();
    await expect(first).resolves.toBe('ok:0');
    await expect(Promise.all(calls)).resolves.toEqual(['ok:1', 'ok:2', 'bad call 3', 'ok:4', 'ok:5']);
    expect(r.batches.slice(1)).toEqual([[1, 2, 3, 4, 5], [1, 2, 3], [1, 2], [3], [4, 5]]);
  });

  it('refuses settings outside their limits', () => {
    const run = async (calls: number[]) => calls;
    expect(() => createGroupCommit(run, settings({ batchMax: 0 }))).toThrow(/bad settings/);
    expect(() => createGroupCommit(run, settings({ concurrency: 0 }))).toThrow(/bad settings/);
    expect(() => createGroupCommit(run, settings({ window_ms: -1 }))).toThrow(/bad settings/);
  });
});
