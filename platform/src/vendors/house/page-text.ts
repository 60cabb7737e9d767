/**
 * The slot page's words per language: English is the reference, Chinese complete, other
 * languages fall back to English key by key (as the lobby's catalogues do). `page` words are
 * written into the HTML on the server; `script` words travel in the page's config for what
 * the script says at play time.
 */
const en = {
  page: {
    title: 'Lucky 5', freePlay: 'FREE PLAY', history: 'History and fairness', historyTitle: 'History & fairness', win: 'Win', lines: 'Lines',
    freeSpins: 'Free spins', lowerBet: 'Lower bet', raiseBet: 'Raise bet', bet: 'bet', spin: 'SPIN', auto: 'auto', autoStops: 'stops on bonus',
    close: 'Close', seedHash: 'Server seed hash (sha256, shown before you play)', nextNonce: 'Next nonce', clientSeed: 'Client seed', rotate: 'Rotate',
    rotateHelp: 'Rotating reveals the server seed in play and starts a new one. Round n uses HMAC-SHA256(server seed, "client seed:n:0"); check with',
    revealedSeeds: 'Revealed seeds', paytable: 'Paytable',
    paytableHelp: 'Coins per line for 3 / 4 / 5 from the left. WILD stands in for all but the scatter. 3 / 4 / 5 scatters anywhere pay {scatter} × bet and award 10 free spins at ×3 (retrigger).',
  },
  script: {
    'funds.insufficient': 'Not enough balance for this bet', 'session.invalid': 'Session ended: open the game again from the lobby',
    'session.expired': 'Session expired: open the game again from the lobby', 'wallet.unavailable': 'Wallet not reachable, try again',
    'bet.refused': 'Bet refused', 'bet.invalid': 'Pick a bet from the list', 'requests.too.many': 'Too fast: wait a moment, then spin again',
    coin: 'coin', left: 'left', auto: 'auto', freeSpins: 'Free spins!', moreFreeSpins: 'free spins', win: 'Win', bigWin: 'big win!',
    paying: 'is being paid…', round: 'round', bet: 'bet', seedHashClient: 'seed hash · client seed', seed: 'seed', hash: 'hash', client: 'client',
    rounds: 'rounds', noneRevealed: 'None yet: rotate to reveal the seed in play.', badClientSeed: 'Client seed: 1-64 visible characters',
    fromLobby: 'Open this game from the lobby',
  },
};

export type SlotText = typeof en;

const zh: SlotText = {
  page: {
    title: '幸运 5', freePlay: '免费试玩', history: '历史与公平性', historyTitle: '历史与公平性', win: '赢得', lines: '线数',
    freeSpins: '免费旋转', lowerBet: '降低投注', raiseBet: '提高投注', bet: '投注', spin: '旋转', auto: '自动', autoStops: '奖励时停止',
    close: '关闭', seedHash: '服务器种子哈希（sha256，开玩前公布）', nextNonce: '下一个序号', clientSeed: '客户端种子', rotate: '更换',
    rotateHelp: '更换种子会公开当前的服务器种子并生成新的种子。第 n 局使用 HMAC-SHA256(服务器种子, "客户端种子:n:0")；可用以下命令核对',
    revealedSeeds: '已公开的种子', paytable: '赔付表',
    paytableHelp: '从左起 3 / 4 / 5 个相同图案时每线赔付的硬币数。WILD 可替代除分散图案外的所有图案。任意位置 3 / 4 / 5 个分散图案赔付 {scatter} × 投注，并奖励 10 次 ×3 免费旋转（可再次触发）。',
  },
  script: {
    'funds.insufficient': '余额不足，无法下注', 'session.invalid': '会话已结束：请从大厅重新打开游戏',
    'session.expired': '会话已过期：请从大厅重新打开游戏', 'wallet.unavailable': '钱包暂时无法连接，请重试',
    'bet.refused': '投注被拒绝', 'bet.invalid': '请从列表中选择投注额', 'requests.too.many': '操作太快：请稍候再旋转',
    coin: '硬币', left: '剩余', auto: '自动', freeSpins: '免费旋转！', moreFreeSpins: '次免费旋转', win: '赢得', bigWin: '大奖！',
    paying: '正在派彩…', round: '局', bet: '投注', seedHashClient: '种子哈希 · 客户端种子', seed: '种子', hash: '哈希', client: '客户端',
    rounds: '局', noneRevealed: '暂无：更换种子即可公开当前种子。', badClientSeed: '客户端种子：1-64 个可见字符',
    fromLobby: '请从大厅打开此游戏',
  },
};

const catalogues: Record<string, SlotText> = { EN: en, ZH: zh };

/** The words for a language code (EN, ZH, ...); unknown languages read English. */
export function slotText(language: string): SlotText {
  return catalogues[language.toUpperCase()] ?? en;
}
