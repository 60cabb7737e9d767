import { bannerArtPath, bannerArtSize, type BannerArt } from '@/lib/games/banner-art';
import type { AnnouncementType, BannerGroup } from '@/lib/wps/schemas/content';
import type { AuditService, Clock, Merchant } from '../src/context';
import type { Db } from '../src/db';
import { createContentSeedService, type BoCreate } from '../src/modules/content';

/**
 * The demo merchant's announcements and banners: three m_home banners, one each for m_login and
 * m_reg, player and hot notices for the ticker and /m/notice, and one login pop-up, in English
 * and Chinese. Banner artwork is drawn from its URL (lib/games/banner-art.ts);
 * nothing external. Added once, when the merchant has no content yet, so an operator's changes
 * (or deletions by disabling) are never undone by a restart.
 */

interface BannerDef {
  group: BannerGroup;
  name: string;
  art: BannerArt;
  zh: string;
  link: string;
}

const banners: BannerDef[] = [
  { group: 'm_home', name: 'welcome', art: { title: 'Welcome Bonus', subtitle: 'Your first deposit, doubled', hue: 28, motif: 'gift' }, zh: '首存双倍', link: '/m/activity' },
  { group: 'm_home', name: 'slots', art: { title: 'Spin the House Slot', subtitle: 'Wilds, free spins and a real jackpot', hue: 200, motif: 'coins' }, zh: '来转一转', link: '/m/slot-games' },
  { group: 'm_home', name: 'live', art: { title: 'Live Tables', subtitle: 'Real dealers, all night long', hue: 330, motif: 'cards' }, zh: '真人荷官', link: '/m/live-games' },
  { group: 'm_login', name: 'login', art: { title: 'Welcome Back', subtitle: 'Your games are waiting', hue: 260, motif: 'star' }, zh: '欢迎回来', link: '/m/home' },
  { group: 'm_reg', name: 'register', art: { title: 'Join Demo Casino', subtitle: 'Sign up in a minute', hue: 140, motif: 'trophy' }, zh: '立即注册', link: '/m/register' },
];

interface NoticeDef {
  type: AnnouncementType;
  en: [string, string];
  zh: [string, string];
}

const notices: NoticeDef[] = [
  {
    type: 'PL',
    en: ['New: the House Slot is open', '<p>Our own five-reel video slot is live: 20 lines, wilds and free spins, and every round is provably fair.</p>'],
    zh: ['新游戏：自营老虎机上线', '<p>自营五轴视频老虎机现已上线：20 条线、百搭和免费旋转，每一局都可验证公平。</p>'],
  },
  {
    type: 'PL',
    en: ['Scheduled maintenance on Sunday', '<p>The site is serviced every Sunday between 04:00 and 04:30 (UTC). Balances are not affected.</p>'],
    zh: ['周日例行维护', '<p>每周日 04:00 至 04:30（UTC）进行例行维护，余额不受影响。</p>'],
  },
  {
    type: 'PL',
    en: ['Play responsibly', '<p>Set yourself a limit before you play, and take breaks. Customer service can help you pause your account.</p>'],
    zh: ['理性游戏', '<p>游戏前请为自己设定限额并适时休息。客服可以协助您暂停账户。</p>'],
  },
  {
    type: 'H',
    en: ['Jackpot pool is growing', '<p>One per cent of every House Slot stake goes to the jackpot pool, paid whole to one lucky round.</p>'],
    zh: ['奖池持续增长', '<p>自营老虎机每笔投注的百分之一进入奖池，整池派给一位幸运玩家。</p>'],
  },
  {
    type: 'H',
    en: ['Live tables open around the clock', '<p>Baccarat, roulette and dragon tiger with real dealers, day and night.</p>'],
    zh: ['真人桌台全天开放', '<p>百家乐、轮盘和龙虎，真人荷官日夜在线。</p>'],
  },
  {
    type: 'PU',
    en: ['A gift for today', '<p>Welcome! Deposit today and your first deposit is matched. See the promotions page for the terms.</p>'],
    zh: ['今日好礼', '<p>欢迎！今日首存即享等额奖励，详情请见优惠活动页面。</p>'],
  },
];

export async function seedDemoContent(db: Db, m: Merchant, clock: Clock, audit: AuditService): Promise<number> {
  const content = createContentSeedService({ db, clock, audit });
  const now = clock.now();
  if (!(await content.hasNoContent(m.id))) return 0;
  const inputs: BoCreate[] = [
    ...banners.map((b, i): BoCreate => ({
      type: 'B',
      groupName: b.group,
      title: { EN: b.art.title, ZH: b.zh },
      images: [{ url: bannerArtPath(b.group, b.name, b.art), width: bannerArtSize.width, height: bannerArtSize.height }],
      linkUrl: b.link,
      sort: i,
      startDate: now,
      noExpiry: true,
    })),
    ...notices.map((n, i): BoCreate => ({
      type: n.type,
      title: { EN: n.en[0], ZH: n.zh[0] },
      content: { EN: n.en[1], ZH: n.zh[1] },
      sort: i,
      startDate: now,
      noExpiry: true,
    })),
  ];
  for (const input of inputs) await content.create(m, input, 'seed');
  return inputs.length;
}
