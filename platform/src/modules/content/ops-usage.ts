/**
 * The content commands' lines of `npm run ops -- help`. A file of its own without imports:
 * backoffice/ops-args.ts builds the whole usage text from it when it loads, while
 * content/ops-args.ts imports that module back (for OpsUsageError).
 */
export const contentOpsUsage = `  announcement:list <merchant> [--type A|PL|PU|PR|H|B]
                                                  announcements and banners, enabled or not, with their window
  announcement:create <merchant> A|PL|PU|PR|H title=<text> [title.ZH=<text> ...] [content=<html>] [content.ZH=<html> ...]
             [start=<date>] [end=<date>|none] [sort=<n>] [enabled=true|false] [image=<url>] [link=</m/path|https url>]
                                                  a new announcement (audited); without start it is live now, without
                                                  end it never expires; title= and content= are EN, the fallback of
                                                  every language
  announcement:set <merchant> <id> enabled=true|false start=<date> end=<date>|none sort=<n>
             title.<LANG>=<text> content.<LANG>=<html> link=<url>|null image=<url>
                                                  change an announcement or banner (audited); members see it at once
  banner:list <merchant> [m_home|m_login|m_reg|m_leftmenu|m_hotgames]
                                                  banners of a merchant, or of one group
  banner:create <merchant> m_home|m_login|m_reg|m_leftmenu|m_hotgames image=<url> [width=<px> height=<px>]
             [title=<text>] [link=<url>] [sort=<n>] [start=<date>] [end=<date>|none]
                                                  a new banner (audited); dates are 2026-06-01 or ISO 8601 with a zone`;
