/**
 * A member's name as the winner board shows it to everybody (SPEC §3 winner entry
 * customerName): the first two characters, three stars, the last one ("abcdez" → "ab***z").
 * Short names keep less: never more than half of a name shows, and never all of it.
 */
export function maskCustomerName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars[chars.length - 1]}`;
}
