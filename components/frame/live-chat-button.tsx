import { HeadsetIcon } from './icons';
import styles from './frame.module.css';

/**
 * SPEC §2 customer-service button of the home screen, shown only when the merchant has a live
 * chat at LIVECHAT-1. It sits at the left of the bottom dock, so it never covers the footer's
 * last lines as the floating headset did (issue 15).
 */
export function LiveChatButton({ href, title }: { href: string; title: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.liveChat} aria-label={title} data-testid="live-chat">
      <HeadsetIcon width={20} height={20} />
    </a>
  );
}
