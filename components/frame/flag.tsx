import { flagEmoji, languageFlag } from '@/lib/i18n/flags';

/** The flag of a language (SPEC §9 map) as an emoji; decorative, the language name says the rest. */
export function Flag({ language, className }: { language: string; className?: string }) {
  const emoji = flagEmoji(languageFlag(language));
  return (
    <span className={className} aria-hidden="true">
      {emoji || language.toUpperCase()}
    </span>
  );
}
