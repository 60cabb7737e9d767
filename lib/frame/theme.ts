import type { Theme } from '@/lib/wps/schemas/system';

/**
 * The merchant's brand colours as CSS custom properties for <html style>: `--brand-<name>`.
 * Names and values are re-checked here (the schema already limits them) because they end up
 * inside a style attribute.
 */
export function brandVariables(theme: Theme | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme?.colors ?? {})) {
    if (/^[a-z][a-z0-9-]{0,31}$/.test(name) && /^#[0-9a-fA-F]{3,8}$/.test(value)) out[`--brand-${name}`] = value;
  }
  return out;
}

/** SPEC §9: the theme is dark unless the merchant chose light. */
export function themeMode(theme: Theme | null | undefined): 'dark' | 'light' {
  return theme?.mode === 'light' ? 'light' : 'dark';
}
