/**
 * How deep a request body may nest arrays and objects. The deepest body of the call table is
 * three or four levels; 64 leaves room for any honest client.
 */
export const jsonDepth_max = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `max`, found in one pass over the
 * characters (brackets inside strings do not count). Such text parses, but every recursive walk
 * of the result afterwards (JSON.stringify when the BFF forwards it, a schema) overflows the
 * stack, so it is refused before it is parsed. Malformed text is not judged here: JSON.parse
 * refuses it.
 */
export function jsonTooDeep(text: string, max = jsonDepth_max): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // a backslash escapes the next character, a quote included
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth--;
    }
  }
  return false;
}
