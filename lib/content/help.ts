/**
 * SPEC §2 help centre: which entry /m/help opens. `title` names an entry by its tag (the footer's
 * affiliate link is /m/help?title=affiliate) or, failing that, by its title; else `i` is the
 * index to start at (default 0, SPEC §2); anything out of range or not a whole number opens the first.
 */
export function helpIndex(
  entries: ReadonlyArray<{ title: string; tag: string | null }>,
  query: { i?: string | string[]; title?: string | string[] },
): number {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const title = first(query.title)?.trim().toLowerCase();
  if (title) {
    const byTag = entries.findIndex((e) => e.tag?.toLowerCase() === title);
    if (byTag >= 0) return byTag;
    const byTitle = entries.findIndex((e) => e.title.trim().toLowerCase() === title);
    if (byTitle >= 0) return byTitle;
  }
  const i = first(query.i);
  if (i !== undefined && /^\d{1,4}$/.test(i) && Number(i) < entries.length) return Number(i);
  return 0;
}

/** The link of the help entry at `index` (the left menu's links). */
export function helpHref(index: number): string {
  return `/m/help?i=${index}`;
}
