import { bannerArtPath, bannerArtSize, type BannerArt } from '@/lib/games/banner-art';
import type { AnnouncementType, BannerGroup } from '@/lib/wps/schemas/content';
import type { AuditService, Clock, Merchant } from '../src/context';
import type { Db } from '../src/db';
import { createContentSeedService, type BoCreate, type PromotionCodes } from '../src/modules/content';
import { createPromotionSeedService } from '../src/modules/rewards';

/**
 * The demo merchant's announcements and banners: three m_home banners, one each for m_login and
 * m_reg, player and hot notices for the ticker and /m/notice, one login pop-up, and promotions in
 * three categories, in English and Chinese. Banner artwork is drawn from its URL (lib/games/banner-art.ts);
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

interface PromotionDef {
  name: string;
  art: BannerArt;
  /** Indexes into the categories below. */
  categories: number[];
  en: [string, string];
  zh: [string, string];
  /** Days it runs from today; null: long term (noExpiry). */
  days: number | null;
  /** A screen the button opens, or the engine promotion (platform/seed/rewards.ts) it claims. */
  action: string | { claim: string };
}

/** The promotion screen's menu (SPEC §2): names in English and Chinese. */
const promotionCategories: { en: string; zh: string }[] = [
  { en: 'Welcome', zh: '新人优惠' },
  { en: 'Slots', zh: '老虎机' },
  { en: 'Live casino', zh: '真人娱乐' },
];

// Their HTML is written as operators write it, in the field's 750-pixel design (pixel sizes
// become rem on the way to the screen, SPEC §7).
const promotions: PromotionDef[] = [
  {
    name: 'welcome', art: { title: 'Welcome Bonus', subtitle: '100% on your first deposit', hue: 28, motif: 'gift' }, categories: [0], days: null,
    en: ['100% welcome bonus', '<p style="font-size:28px"><b>Double your first deposit</b>, up to 500.</p><ul><li>Deposit at least 50, then claim within 72 hours.</li><li>Wager the bonus 5 times within 7 days; slots count in full, live tables 10%.</li><li>A withdrawal before that forfeits the bonus.</li></ul>'],
    zh: ['首存 100% 奖励', '<p style="font-size:28px"><b>首存翻倍</b>，最高 500。</p><ul><li>存款至少 50，72 小时内领取。</li><li>7 天内完成奖金 5 倍流水；老虎机全额计算，真人桌台 10%。</li><li>完成前提款将没收奖金。</li></ul>'],
    action: { claim: 'first-deposit' },
  },
  {
    name: 'signin', art: { title: 'Daily Sign-in', subtitle: '67 in seven days', hue: 200, motif: 'coins' }, categories: [0], days: 30,
    en: ['Daily sign-in: 67 in seven days', '<p>Sign in every day for 1, 2, 3, 5, 8, 10 and then 38 on the seventh day in a row.</p><ul><li>Each reward is wagered once before it becomes cash.</li><li>Miss a day and the count starts again.</li></ul>'],
    zh: ['每日签到：七天 67', '<p>每天签到，连续七天依次获得 1、2、3、5、8、10，第七天 38。</p><ul><li>每笔奖励完成 1 倍流水后转为现金。</li><li>中断一天则重新计算。</li></ul>'],
    action: '/m/activity/signIn',
  },
  {
    name: 'tournament', art: { title: 'Slots Tournament', subtitle: '888 for first place', hue: 48, motif: 'trophy' }, categories: [1], days: 30,
    en: ['Slots month tournament', '<p>Join the tournament and bet on the four house slots: the most bets win 888, 388 and 188 (wagered once), then 88 and 38 in cash.</p><p>Only bets after you join count.</p>'],
    zh: ['老虎机月度锦标赛', '<p>报名后在四款自营老虎机投注：投注额最高者获得 888、388、188（1 倍流水），第四、五名获得现金 88 和 38。</p><p>仅计算报名后的投注。</p>'],
    action: '/m/tournaments',
  },
  {
    name: 'rebate', art: { title: 'VIP Rebate', subtitle: 'Up to 1% back every day', hue: 330, motif: 'cards' }, categories: [1, 2], days: null,
    en: ['VIP daily rebate', '<p>Every day, your settled bets of the day before pay back by your VIP level: slots 0.2% at Bronze up to 1% at Diamond, live tables 0.1% up to 0.7%.</p><p>Paid in cash, no wagering.</p>'],
    zh: ['VIP 每日返水', '<p>每天按 VIP 等级返还前一天已结算投注：老虎机青铜 0.2% 至钻石 1%，真人桌台 0.1% 至 0.7%。</p><p>现金发放，无需流水。</p>'],
    action: '/m/member/benefits',
  },
];

const day_ms = 24 * 60 * 60 * 1000;

/** The promotion engine's codes, which a claim button must name (the engine's own promotions are seeded first: ./rewards.ts). */
const promotionCodes = (db: Db, clock: Clock, audit: AuditService): PromotionCodes => createPromotionSeedService({ db, clock, audit });

/**
 * The demo promotions (type PR): three categories and four promotions (a claim of the first-deposit bonus, and the sign-in, tournament and VIP rebate as the demo configures them), in English and Chinese,
 * each with art drawn from its URL (lib/games/banner-art.ts) and a button to a screen. Added once,
 * when the merchant has no promotion category yet (so merchants seeded before promotions get them too).
 */
export async function seedDemoPromotions(db: Db, m: Merchant, clock: Clock, audit: AuditService): Promise<number> {
  const content = createContentSeedService({ db, clock, audit, promotions: promotionCodes(db, clock, audit) });
  if (!(await content.hasNoPromotionCategories(m.id))) return 0;
  const now = clock.now();
  const ids: number[] = [];
  for (const [i, c] of promotionCategories.entries()) ids.push((await content.createCategory(m, { names: { EN: c.en, ZH: c.zh }, sort: i }, 'seed')).id);
  for (const [i, p] of promotions.entries()) {
    await content.create(m, {
      type: 'PR',
      title: { EN: p.en[0], ZH: p.zh[0] },
      content: { EN: p.en[1], ZH: p.zh[1] },
      images: [{ url: bannerArtPath('promotion', p.name, p.art), sequence: 1, width: bannerArtSize.width, height: bannerArtSize.height }],
      promoCategoryIds: p.categories.map((c) => ids[c]!),
      action: typeof p.action === 'string' ? { type: 'link', url: p.action } : { type: 'claim', claimId: p.action.claim },
      sort: i,
      startDate: now,
      ...(p.days === null ? { noExpiry: true } : { endDate: new Date(now.getTime() + p.days * day_ms), noExpiry: false }),
    }, 'seed');
  }
  return promotions.length;
}

/** The announcements and banners (once, into a merchant without content), then the promotions (once too). */
export async function seedDemoContent(db: Db, m: Merchant, clock: Clock, audit: AuditService): Promise<number> {
  const added = await seedDemoAnnouncements(db, m, clock, audit);
  return added + await seedDemoPromotions(db, m, clock, audit);
}

async function seedDemoAnnouncements(db: Db, m: Merchant, clock: Clock, audit: AuditService): Promise<number> {
  const content = createContentSeedService({ db, clock, audit, promotions: promotionCodes(db, clock, audit) });
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
