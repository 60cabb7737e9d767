import type { ReactNode, SVGProps } from 'react';

/** Inline icons of the frame: tiny paths, currentColor, no image requests. */
type IconProps = SVGProps<SVGSVGElement>;

function Svg({ children, ...rest }: IconProps) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Svg {...p}><path d="M4 7h16M4 12h16M4 17h16" /></Svg>;
export const BackIcon = (p: IconProps) => <Svg {...p}><path d="M15 5l-7 7 7 7" /></Svg>;
export const CloseIcon = (p: IconProps) => <Svg {...p}><path d="M6 6l12 12M18 6L6 18" /></Svg>;
export const InboxIcon = (p: IconProps) => <Svg {...p}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></Svg>;
export const HomeIcon = (p: IconProps) => <Svg {...p}><path d="M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" /></Svg>;
export const WalletIcon = (p: IconProps) => <Svg {...p}><rect x="3" y="6" width="18" height="14" rx="2" /><path d="M16 13h2M3 10h18M6 6l9-3 2 3" /></Svg>;
export const ShareIcon = (p: IconProps) => <Svg {...p}><circle cx="6" cy="12" r="2.5" /><circle cx="18" cy="6" r="2.5" /><circle cx="18" cy="18" r="2.5" /><path d="M8.2 10.8l7.6-3.6M8.2 13.2l7.6 3.6" /></Svg>;
export const GiftIcon = (p: IconProps) => <Svg {...p}><rect x="3" y="9" width="18" height="12" rx="1.5" /><path d="M3 13h18M12 9v12M12 9S10 4 7.5 5 8 9 12 9zm0 0s2-5 4.5-4S16 9 12 9z" /></Svg>;
export const UserIcon = (p: IconProps) => <Svg {...p}><circle cx="12" cy="8" r="4" /><path d="M4 21c1-4.5 4.5-6 8-6s7 1.5 8 6" /></Svg>;
export const DownloadIcon = (p: IconProps) => <Svg {...p}><path d="M12 4v11M7 10l5 5 5-5M5 20h14" /></Svg>;
export const CalendarIcon = (p: IconProps) => <Svg {...p}><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" /></Svg>;
export const ChevronIcon = (p: IconProps) => <Svg {...p}><path d="M9 6l6 6-6 6" /></Svg>;
export const EyeIcon = (p: IconProps) => <Svg {...p}><path d="M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12z" /><circle cx="12" cy="12" r="2.8" /></Svg>;
export const EyeOffIcon = (p: IconProps) => <Svg {...p}><path d="M4 4l16 16M10 6.2A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3 3.6M6.5 7.6A16 16 0 0 0 2 12s3.5 6 10 6a9.6 9.6 0 0 0 4-.9" /></Svg>;
export const RefreshIcon = (p: IconProps) => <Svg {...p}><path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" /></Svg>;
export const HeadsetIcon = (p: IconProps) => <Svg {...p}><path d="M4 14v-2a8 8 0 0 1 16 0v2" /><rect x="3" y="13" width="4" height="6" rx="1.5" /><rect x="17" y="13" width="4" height="6" rx="1.5" /></Svg>;

/** Brand glyphs of the social links and official channels (simplified, single colour). */
const socialPaths: Record<string, ReactNode> = {
  FACEBOOK: <path d="M14 8h2V5h-2.5C11 5 10 6.6 10 9v2H8v3h2v7h3v-7h2.4l.6-3h-3V9.4c0-.9.3-1.4 1-1.4z" fill="currentColor" stroke="none" />,
  TELEGRAM: <path d="M21 4L3 11l5.5 2 2 6 3.2-3.8L18 19zM8.5 13l9-6.5-6.8 8" />,
  WHATSAPP: <><path d="M4 20l1.3-4A8 8 0 1 1 8.3 19z" /><path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.3-1.8-1-1 .8a4 4 0 0 1-2-2l.8-1-1-1.8z" /></>,
  VIBER: <><path d="M6 4h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-6l-4 3v-3H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" /><path d="M9 8.5c0 2.8 2.2 5 5 5" /></>,
  YOUTUBE: <><rect x="2.5" y="6" width="19" height="12" rx="3.5" /><path d="M10.5 9.5v5l4-2.5z" fill="currentColor" /></>,
  INSTAGRAM: <><rect x="4" y="4" width="16" height="16" rx="4.5" /><circle cx="12" cy="12" r="3.6" /><circle cx="17" cy="7" r=".8" fill="currentColor" /></>,
  TIKTOK: <path d="M14 4v10.5a3.5 3.5 0 1 1-3.5-3.5M14 4c.5 2.5 2.2 4 5 4.2" />,
  TWITTER: <path d="M5 4l14 16M19 4L5 20" />,
  GUIDE: <><path d="M4 5h6a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h6z" /></>,
};

export function SocialIcon({ kind, ...p }: IconProps & { kind: string }) {
  return <Svg {...p}>{socialPaths[kind] ?? <circle cx="12" cy="12" r="8" />}</Svg>;
}
