/**
 * SPEC §4, §9: a language change re-renders the page 250 ms after the last pick ("language-change
 * debounce 200 to 250 ms"), so a member running a finger down the language list costs one
 * refresh in the language they stopped at, not one per language passed.
 */
export const languageChangeDebounce_ms = 250;

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Whether a call waits to run. */
  pending(): boolean;
  cancel(): void;
}

/** Runs `fn` once, `wait_ms` after the last call of a burst, with that last call's arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, wait_ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn(...args);
    }, wait_ms);
  };
  run.pending = () => timer !== null;
  run.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return run;
}

/**
 * The page's one language refresh: the header's and the side menu's switchers share it, so picks
 * in either fold into one refresh.
 */
export const languageRefresh = debounce((refresh: () => void) => refresh(), languageChangeDebounce_ms);
