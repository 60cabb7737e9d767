import type { AuditService, Clock, Merchant } from '../src/context';
import type { Db } from '../src/db';
import { createHelpService, type BoHelpCreate } from '../src/modules/content';

/**
 * The demo merchant's help centre (/m/help): deposits, withdrawals, the account, responsible
 * gaming and the affiliate programme (tagged `affiliate`, the footer's /m/help?title=affiliate),
 * in English and Chinese; the other languages read English. Added once, when the merchant has
 * no help entry yet, so an operator's changes are never undone by a restart.
 */

const entries: { tag: string | null; en: [string, string]; zh: [string, string] }[] = [
  {
    tag: 'deposit',
    en: ['How do I deposit?', `<p>Open <b>Deposit</b> from the bottom menu or the header.</p>
<ol><li>Choose a payment method.</li><li>Enter the amount (the minimum and maximum are shown under the field).</li>
<li>Confirm and follow the payment page. Your balance updates as soon as the payment arrives.</li></ol>
<p>Deposits are only for real accounts; a trial account plays with play money.</p>`],
    zh: ['如何存款？', `<p>从底部菜单或页头打开<b>存款</b>。</p>
<ol><li>选择支付方式。</li><li>输入金额（最低和最高金额显示在输入框下方）。</li>
<li>确认后按支付页面操作。款项到账后余额立即更新。</li></ol>
<p>只有真实账号可以存款；试玩账号使用虚拟币。</p>`],
  },
  {
    tag: 'withdrawal',
    en: ['How do I withdraw?', `<p>Open <b>Withdraw</b> from the side menu.</p>
<ol><li>Bind a bank card in your own name (the first card sets the payee name).</li><li>Set a 6-digit payment password.</li>
<li>Enter the amount and your payment password.</li></ol>
<p>A withdrawal needs the turnover of your deposits to be met; the screen shows what is left. The number of withdrawals per day is limited.</p>`],
    zh: ['如何取款？', `<p>从侧边菜单打开<b>取款</b>。</p>
<ol><li>绑定本人名下的银行卡（第一张卡确定收款人姓名）。</li><li>设置 6 位数字支付密码。</li>
<li>输入金额和支付密码。</li></ol>
<p>取款前需完成存款的流水要求，页面会显示剩余流水。每天的取款次数有限制。</p>`],
  },
  {
    tag: 'account',
    en: ['Account and security', `<ul><li>Change your password under <b>Settings</b>; other devices are signed out when you do.</li>
<li>Forgot it? Use <b>Forgot password</b> on the login page to reset it by e-mail or SMS.</li>
<li>Never share your password or payment password, not even with customer service.</li>
<li>Messages from us arrive in your <b>Inbox</b> (the envelope in the header).</li></ul>`],
    zh: ['账号与安全', `<ul><li>在<b>设置</b>中修改密码；修改后其他设备会被登出。</li>
<li>忘记密码？在登录页点击<b>忘记密码</b>，通过邮箱或短信重置。</li>
<li>切勿向任何人（包括客服）透露登录密码或支付密码。</li>
<li>我们的消息会发送到您的<b>站内信</b>（页头的信封图标）。</li></ul>`],
  },
  {
    tag: 'responsible-gaming',
    en: ['Responsible gaming', `<p>Play for fun, with money you can afford to lose.</p>
<ul><li>Set yourself a budget and a time limit before you play.</li><li>Never chase losses.</li>
<li>Take regular breaks.</li><li>Only adults (18+) may play.</li></ul>
<p>If gaming stops being fun, contact customer service to pause or close your account.</p>`],
    zh: ['理性游戏', `<p>以娱乐为目的，只用您输得起的钱来玩。</p>
<ul><li>游戏前设定预算和时间上限。</li><li>切勿为了追回损失而加注。</li>
<li>定时休息。</li><li>仅限成年人（18 岁以上）参与。</li></ul>
<p>如果游戏不再有趣，请联系客服暂停或关闭账号。</p>`],
  },
  {
    tag: 'affiliate',
    en: ['Affiliate programme', `<p>Become an agent and earn from the players you bring.</p>
<ul><li>Share your invitation link or code: players who register with it join your team.</li>
<li>Earn rebates and dividends on your team's play, paid by contract.</li>
<li>Follow your team's figures in the agent centre.</li></ul>
<p>To apply, send us a feedback of type <b>Agent application</b> or contact customer service.</p>`],
    zh: ['代理合作', `<p>成为代理，从您推荐的玩家中获得收益。</p>
<ul><li>分享您的邀请链接或邀请码：使用它注册的玩家将加入您的团队。</li>
<li>按合约获得团队投注的返水与分红。</li>
<li>在代理中心查看团队数据。</li></ul>
<p>申请方式：提交类型为<b>代理申请</b>的意见反馈，或联系客服。</p>`],
  },
];

export async function seedDemoHelp(db: Db, m: Merchant, clock: Clock, audit: AuditService): Promise<number> {
  const help = createHelpService({ db, clock, audit });
  if (!(await help.isEmpty(m.id))) return 0;
  const inputs = entries.map((e, i): BoHelpCreate => ({
    title: { EN: e.en[0], ZH: e.zh[0] }, content: { EN: e.en[1], ZH: e.zh[1] }, tag: e.tag, sort: i * 10,
  }));
  for (const input of inputs) await help.create(m, input, 'seed');
  return inputs.length;
}
