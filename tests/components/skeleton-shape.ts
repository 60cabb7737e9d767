import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An element's own class names, sorted, without the skeleton's (bone, text, art): the layout classes it shares with the real screen. */
export function layoutClasses(el: Element): string {
  const own = new Set(['bone', 'text', 'art']);
  return [...el.classList].filter((c) => !own.has(c)).sort().join(' ');
}

/** The layout classes of an element's children, in order. */
export const childClasses = (el: Element) => [...el.children].map(layoutClasses);

/**
 * The boxes an element and its descendants lay out, depth first, each as "depth:classes":
 * the shape two renderings must share for nothing to move between them. Elements without
 * a layout class (an image, a grey block, a figure) are the content, so they are left out.
 */
export function boxTree(el: Element, depth = 0, out: string[] = []): string[] {
  out.push(`${depth}:${layoutClasses(el)}`);
  for (const c of el.children) if (layoutClasses(c)) boxTree(c, depth + 1, out);
  return out;
}

/** The source of a file of the repository, to check what it declares. */
export const source = (path: string) => readFileSync(join(__dirname, '..', '..', path), 'utf8');
