/**
 * SPEC §4 home reloads: after a language change the lists the browser holds reload one after
 * another, 400 ms apart (SPEC §9 "category reload gap 400 ms"), so a language pick does not
 * fire a burst of list calls at once; favourites and recent games load only with a session.
 * Lists the server rendered need none of this: the language refresh re-renders them.
 */

/** SPEC §9: "category reload gap 400 ms". */
export const categoryReloadGap_ms = 400;

/** Lists the lobby holds, by what they need: a member's own lists need a session (SPEC §4). */
export type ListKind = 'games' | 'favourites' | 'recent';

/** SPEC §4: "favourites only with a session" (recent games likewise belong to a member). */
export function mayLoadList(kind: ListKind, loggedIn: boolean): boolean {
  return kind === 'games' || loggedIn;
}

export interface ReloadQueue {
  /**
   * Queues a list's reload. A list already waiting keeps its place and takes the newer task (two
   * language picks reload it once); a list whose reload is running is queued again after it.
   */
  enqueue(key: string, task: () => Promise<unknown>): void;
  /** Drops a list's waiting reload (it left the screen). */
  cancel(key: string): void;
  /** How many reloads wait (the running one not counted). */
  readonly waiting: number;
}

/** A queue of reloads run one at a time, each starting `gap_ms` after the previous one settled. */
export function createReloadQueue(gap_ms: number = categoryReloadGap_ms): ReloadQueue {
  const queue: { key: string; task: () => Promise<unknown> }[] = [];
  // Busy from the start of a task until the gap after it has passed.
  let busy = false;

  const next = () => {
    const head = queue.shift();
    if (!head) {
      busy = false;
      return;
    }
    busy = true;
    // A failed reload leaves that list as it was; the next one still runs after the gap.
    void Promise.resolve()
      .then(head.task)
      .catch(() => undefined)
      .then(() => setTimeout(next, gap_ms));
  };

  return {
    enqueue(key, task) {
      const waiting = queue.find((q) => q.key === key);
      if (waiting) waiting.task = task;
      else queue.push({ key, task });
      if (!busy) next();
    },
    cancel(key) {
      const i = queue.findIndex((q) => q.key === key);
      if (i >= 0) queue.splice(i, 1);
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The browser's one queue: every list of the page reloads through it. */
export const lobbyReloads = createReloadQueue();
