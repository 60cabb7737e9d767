import { expect, type Page } from '@playwright/test';

/**
 * "Nothing may cover a control or a line of text" (issue 15), measured in the browser.
 *
 * Fixed and sticky elements are of two kinds. Edge bars span the whole app column and sit at
 * the top or bottom of the viewport (the header, the bottom dock): they bound the part of the
 * screen the page scrolls through, and whatever is under them is scrolled off, not covered,
 * since the page reserves their height. Every other fixed or sticky element, and any part of an
 * edge bar that sticks out of it, is a floating control: no button, link, field or line of
 * text of the page may show under one, at any scroll position the caller checks.
 *
 * Inside the edge bars themselves, no two controls or lines of text may overlap (the brand
 * name under the Login button, for instance).
 */
export interface Overlap {
  /** What is covered: the element or line of text. */
  covered: string;
  /** What covers it. */
  by: string;
}

/** Runs in the page: every overlap on the screen as it is now (see the module comment). */
function findOverlaps(): Overlap[] {
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const slack = 1; // px: sub-pixel rounding and 1px borders do not count as covering.
  type R = { left: number; top: number; right: number; bottom: number };
  const rect = (r: DOMRect | R): R => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
  const clip = (a: R, b: R): R => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });
  const solid = (r: R) => r.right - r.left > slack && r.bottom - r.top > slack;
  const meet = (a: R, b: R) => solid(clip(a, b));
  const describe = (el: Element): string => {
    const label = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ?? '';
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    return `<${el.tagName.toLowerCase()}${cls}> "${label}"`;
  };
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && getComputedStyle(el).clipPath === 'none' && !isClipped(el);
  // The visually-hidden pattern (a 1px box with clip) hides text from sight, not from readers.
  function isClipped(el: Element): boolean {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.clip !== 'auto' && s.position === 'absolute') return true;
    }
    return false;
  }

  const pinned = [...document.querySelectorAll('body *')].filter((el) => {
    const p = getComputedStyle(el).position;
    return (p === 'fixed' || p === 'sticky') && shown(el) && solid(clip(rect(el.getBoundingClientRect()), { left: 0, top: 0, right: vw, bottom: vh }));
  });
  // Only the outermost pinned element counts; a layer that lets taps through (the toast layer)
  // holds transient messages, not controls.
  const layers = pinned.filter((el) => !pinned.some((o) => o !== el && o.contains(el)) && getComputedStyle(el).pointerEvents !== 'none');
  for (const el of layers) {
    const r = el.getBoundingClientRect();
    if (r.width >= vw - slack && r.height >= vh - slack) throw new Error(`${describe(el)} covers the whole screen: close it before checking`);
  }
  // The app is a column of at most --app-max; a bar as wide as the column is full width.
  const columnWidth = Math.min(vw, parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--app-max')) || vw);
  const fullWidth = (r: DOMRect) => r.width >= columnWidth - slack;
  const edges = layers.filter((el) => {
    const r = el.getBoundingClientRect();
    return fullWidth(r) && (r.top <= slack || r.bottom >= vh - slack);
  });
  const floating: { el: Element; r: R }[] = layers.filter((el) => !edges.includes(el)).map((el) => ({ el, r: rect(el.getBoundingClientRect()) }));
  for (const bar of edges) {
    const b = bar.getBoundingClientRect();
    for (const el of bar.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (!shown(el) || !solid(rect(r))) continue;
      if (r.top < b.top - slack) floating.push({ el, r: { ...rect(r), bottom: Math.min(r.bottom, b.top) } });
      if (r.bottom > b.bottom + slack) floating.push({ el, r: { ...rect(r), top: Math.max(r.top, b.bottom) } });
    }
  }
  let view: R = { left: 0, top: 0, right: vw, bottom: vh };
  for (const bar of edges) {
    const b = bar.getBoundingClientRect();
    if (b.top <= slack) view = { ...view, top: Math.max(view.top, b.bottom) };
    else view = { ...view, bottom: Math.min(view.bottom, b.top) };
  }

  // The boxes of what a member reads or taps, each clipped to the scroll boxes around it.
  const controls = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=link], [tabindex]:not([tabindex="-1"])';
  // `from` is the first box that may clip: a control's parent, a line of text's own element.
  const clipToScrollers = (from: Element | null, r: R): R => {
    let out = r;
    for (let e = from; e && e !== document.body; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const c = e.getBoundingClientRect();
        out = clip(out, { left: s.overflowX !== 'visible' ? c.left : -Infinity, right: s.overflowX !== 'visible' ? c.right : Infinity, top: s.overflowY !== 'visible' ? c.top : -Infinity, bottom: s.overflowY !== 'visible' ? c.bottom : Infinity });
      }
    }
    return out;
  };
  type Item = { what: string; el: Element; r: R };
  const items = (root: Element): Item[] => {
    const out: Item[] = [];
    for (const el of root.querySelectorAll(controls)) {
      if (!shown(el)) continue;
      const r = clipToScrollers(el.parentElement, rect(el.getBoundingClientRect()));
      if (solid(r)) out.push({ what: describe(el), el, r });
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const parent = n.parentElement;
      if (!parent || !n.textContent?.trim() || !shown(parent) || parent.closest('script, style, noscript, template')) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      for (const line of range.getClientRects()) {
        const r = clipToScrollers(parent, rect(line));
        if (solid(r)) out.push({ what: `text "${n.textContent.trim().replace(/\s+/g, ' ').slice(0, 40)}"`, el: parent, r });
      }
    }
    return out;
  };

  const found: Overlap[] = [];
  const inPinned = (el: Element) => layers.some((l) => l.contains(el));
  for (const item of items(document.body)) {
    if (inPinned(item.el)) continue;
    const seen = clip(item.r, view);
    if (!solid(seen)) continue;
    for (const f of floating) if (meet(seen, f.r) && !f.el.contains(item.el)) found.push({ covered: item.what, by: describe(f.el) });
  }
  // Inside each edge bar: controls and lines of text that are not part of one another.
  for (const bar of edges) {
    const all = items(bar);
    const leaves = all.filter((a) => !all.some((b) => b !== a && b.el !== a.el && b.el.contains(a.el) && b.el.matches(controls)));
    for (let i = 0; i < leaves.length; i++) {
      for (let j = i + 1; j < leaves.length; j++) {
        const a = leaves[i]!;
        const b = leaves[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        if (meet(a.r, b.r)) found.push({ covered: a.what, by: b.what });
      }
    }
  }
  return found;
}

/** Waits until layout has settled after a scroll or a navigation (two frames). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** Every overlap on the screen at the current scroll position. */
export async function overlapsNow(page: Page): Promise<Overlap[]> {
  await settle(page);
  return page.evaluate(findOverlaps);
}

/**
 * Checks the screen at the top, in the middle and at the bottom of the page (where the footer's
 * last lines are) and fails with every overlap found, named by where it was seen.
 */
export async function expectNothingCovered(page: Page, where: string): Promise<void> {
  const found: string[] = [];
  const scrollTo = (fraction: number) => page.evaluate((f) => {
    window.scrollTo({ top: f * (document.documentElement.scrollHeight - window.innerHeight), behavior: 'instant' });
  }, fraction);
  for (const [at, fraction] of [['top', 0], ['middle', 0.5], ['bottom', 1]] as const) {
    await scrollTo(fraction);
    // The footer is laid out only as it nears the screen (content-visibility), which can change the page's height.
    if (fraction === 1) {
      await settle(page);
      await scrollTo(fraction);
    }
    for (const o of await overlapsNow(page)) found.push(`${at}: ${o.covered} under ${o.by}`);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect([...new Set(found)], `covered on ${where}`).toEqual([]);
}
