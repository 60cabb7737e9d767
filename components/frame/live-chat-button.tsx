import { HeadsetIcon } from './icons';
import styles from './frame.module.css';

/**
 * SPEC §2 customer-service button of the home screen, shown only when the merchant has a live
 * chat at LIVECHAT-1. It sits at the left of the bottom dock, so it never covers the footer's
 * last lines as the floating headset did (issue 15).
 */
export function LiveChatButton({ href, title, internal }: { href: string; title: string; internal: boolean }) {
  // The in-house chat opens in place, inside the app; an operator's external chat beside it.
  const away = internal ? {} : { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <a href={href} {...away} className={styles.liveChat} aria-label={title} data-testid="live-chat">
      <HeadsetIcon width={20} height={20} />
    </a>
  );
}
