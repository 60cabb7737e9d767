/**
 * The slot page's words in every language of the lobby's catalogues (messages/: en, zh, th,
 * vi, id), each complete (the type makes a missing key an error); an unknown language reads
 * English. `page` words are
 * written into the HTML on the server; `script` words travel in the page's config for what
 * the script says at play time.
 */
const en = {
  page: {
    title: 'Lucky 5', exit: 'Back to the lobby', freePlay: 'FREE PLAY', playMoney: 'Play money', history: 'History and fairness', historyTitle: 'History & fairness', win: 'Win', lines: 'Lines',
    freeSpins: 'Free spins', lowerBet: 'Lower bet', raiseBet: 'Raise bet', bet: 'bet', spin: 'SPIN', auto: 'auto', autoStops: 'stops on bonus',
    sound: 'Sound', close: 'Close', seedHash: 'Server seed hash (sha256, shown before you play)', nextNonce: 'Next nonce', clientSeed: 'Client seed', rotate: 'Rotate',
    rotateHelp: 'Rotating reveals the server seed in play and starts a new one. Round n uses HMAC-SHA256(server seed, "client seed:n:0"); check with',
    recent: 'Recent rounds', noRounds: 'No rounds yet: your spins show here.', more: 'Show more',
    revealedSeeds: 'Revealed seeds', paytable: 'Paytable',
    paytableHelp: 'Coins per line for 3 / 4 / 5 from the left. WILD stands in for all but the scatter. 3 / 4 / 5 scatters anywhere pay {scatter} × bet and award 10 free spins at ×3 (retrigger).',
  },
  script: {
    'funds.insufficient': 'Not enough balance for this bet', 'session.invalid': 'Session ended: open the game again from the lobby',
    'session.expired': 'Session expired: open the game again from the lobby', 'wallet.unavailable': 'Wallet not reachable, try again',
    'bet.refused': 'Bet refused', 'bet.invalid': 'Pick a bet from the list', 'requests.too.many': 'Too fast: wait a moment, then spin again',
    coin: 'coin', left: 'left', auto: 'auto', freeSpins: 'Free spins!', moreFreeSpins: 'free spins', win: 'Win', 'tier.win': 'WIN', 'tier.big': 'BIG WIN', 'tier.mega': 'MEGA WIN',
    paying: 'is being paid…', round: 'round', bet: 'bet', seedHashClient: 'seed hash · client seed', seed: 'seed', hash: 'hash', client: 'client',
    rounds: 'rounds', noneRevealed: 'None yet: rotate to reveal the seed in play.', badClientSeed: 'Client seed: 1-64 visible characters',
    'status.pending': 'unsettled', 'status.open': 'being paid', 'status.refused': 'refused', 'status.rolled_back': 'stake returned',
    fromLobby: 'Open this game from the lobby',
  },
};

export type SlotText = typeof en;

const zh: SlotText = {
  page: {
    title: '幸运 5', exit: '返回大厅', freePlay: '免费试玩', playMoney: '试玩金', history: '历史与公平性', historyTitle: '历史与公平性', win: '赢得', lines: '线数',
    freeSpins: '免费旋转', lowerBet: '降低投注', raiseBet: '提高投注', bet: '投注', spin: '旋转', auto: '自动', autoStops: '奖励时停止',
    sound: '声音', close: '关闭', seedHash: '服务器种子哈希（sha256，开玩前公布）', nextNonce: '下一个序号', clientSeed: '客户端种子', rotate: '更换',
    rotateHelp: '更换种子会公开当前的服务器种子并生成新的种子。第 n 局使用 HMAC-SHA256(服务器种子, "客户端种子:n:0")；可用以下命令核对',
    recent: '最近的局', noRounds: '还没有记录：你的每次旋转都会显示在这里。', more: '显示更多',
    revealedSeeds: '已公开的种子', paytable: '赔付表',
    paytableHelp: '从左起 3 / 4 / 5 个相同图案时每线赔付的硬币数。WILD 可替代除分散图案外的所有图案。任意位置 3 / 4 / 5 个分散图案赔付 {scatter} × 投注，并奖励 10 次 ×3 免费旋转（可再次触发）。',
  },
  script: {
    'funds.insufficient': '余额不足，无法下注', 'session.invalid': '会话已结束：请从大厅重新打开游戏',
    'session.expired': '会话已过期：请从大厅重新打开游戏', 'wallet.unavailable': '钱包暂时无法连接，请重试',
    'bet.refused': '投注被拒绝', 'bet.invalid': '请从列表中选择投注额', 'requests.too.many': '操作太快：请稍候再旋转',
    coin: '硬币', left: '剩余', auto: '自动', freeSpins: '免费旋转！', moreFreeSpins: '次免费旋转', win: '赢得', 'tier.win': '赢了', 'tier.big': '大奖', 'tier.mega': '超级大奖',
    paying: '正在派彩…', round: '局', bet: '投注', seedHashClient: '种子哈希 · 客户端种子', seed: '种子', hash: '哈希', client: '客户端',
    rounds: '局', noneRevealed: '暂无：更换种子即可公开当前种子。', badClientSeed: '客户端种子：1-64 个可见字符',
    'status.pending': '未结算', 'status.open': '派彩中', 'status.refused': '已拒绝', 'status.rolled_back': '已退还投注',
    fromLobby: '请从大厅打开此游戏',
  },
};

const th: SlotText = {
  page: {
    title: 'Lucky 5', exit: 'กลับสู่ล็อบบี้', freePlay: 'เล่นฟรี', playMoney: 'เงินทดลอง', history: 'ประวัติและความยุติธรรม', historyTitle: 'ประวัติและความยุติธรรม', win: 'ชนะ', lines: 'ไลน์',
    freeSpins: 'ฟรีสปิน', lowerBet: 'ลดเดิมพัน', raiseBet: 'เพิ่มเดิมพัน', bet: 'เดิมพัน', spin: 'หมุน', auto: 'ออโต้', autoStops: 'หยุดเมื่อได้โบนัส',
    sound: 'เสียง', close: 'ปิด', seedHash: 'แฮชของเซิร์ฟเวอร์ซีด (sha256 แสดงก่อนเล่น)', nextNonce: 'nonce ถัดไป', clientSeed: 'ไคลเอนต์ซีด', rotate: 'เปลี่ยนซีด',
    rotateHelp: 'การเปลี่ยนซีดจะเปิดเผยเซิร์ฟเวอร์ซีดที่ใช้อยู่และเริ่มซีดใหม่ รอบที่ n ใช้ HMAC-SHA256(เซิร์ฟเวอร์ซีด, "ไคลเอนต์ซีด:n:0") ตรวจสอบได้ด้วย',
    recent: 'รอบล่าสุด', noRounds: 'ยังไม่มีรอบ: การหมุนของคุณจะแสดงที่นี่', more: 'แสดงเพิ่มเติม',
    revealedSeeds: 'ซีดที่เปิดเผยแล้ว', paytable: 'ตารางจ่ายรางวัล',
    paytableHelp: 'เหรียญต่อไลน์สำหรับ 3 / 4 / 5 สัญลักษณ์จากซ้าย WILD ใช้แทนได้ทุกสัญลักษณ์ยกเว้นสแคตเตอร์ สแคตเตอร์ 3 / 4 / 5 ตัวที่ตำแหน่งใดก็ได้จ่าย {scatter} × เดิมพัน และให้ฟรีสปิน 10 ครั้งที่ ×3 (ทริกเกอร์ซ้ำได้)',
  },
  script: {
    'funds.insufficient': 'ยอดเงินไม่พอสำหรับเดิมพันนี้', 'session.invalid': 'เซสชันสิ้นสุดแล้ว: เปิดเกมอีกครั้งจากล็อบบี้',
    'session.expired': 'เซสชันหมดอายุ: เปิดเกมอีกครั้งจากล็อบบี้', 'wallet.unavailable': 'ติดต่อกระเป๋าเงินไม่ได้ ลองอีกครั้ง',
    'bet.refused': 'เดิมพันถูกปฏิเสธ', 'bet.invalid': 'เลือกเดิมพันจากรายการ', 'requests.too.many': 'เร็วเกินไป: รอสักครู่แล้วหมุนใหม่',
    coin: 'เหรียญ', left: 'ที่เหลือ', auto: 'ออโต้', freeSpins: 'ฟรีสปิน!', moreFreeSpins: 'ฟรีสปิน', win: 'ชนะ', 'tier.win': 'ชนะ', 'tier.big': 'ชนะใหญ่', 'tier.mega': 'ชนะใหญ่มาก',
    paying: 'กำลังจ่ายเงิน…', round: 'รอบ', bet: 'เดิมพัน', seedHashClient: 'แฮชซีด · ไคลเอนต์ซีด', seed: 'ซีด', hash: 'แฮช', client: 'ไคลเอนต์',
    rounds: 'รอบ', noneRevealed: 'ยังไม่มี: เปลี่ยนซีดเพื่อเปิดเผยซีดที่ใช้อยู่', badClientSeed: 'ไคลเอนต์ซีด: ตัวอักษรที่มองเห็นได้ 1-64 ตัว',
    'status.pending': 'ยังไม่ชำระ', 'status.open': 'กำลังจ่ายเงิน', 'status.refused': 'ถูกปฏิเสธ', 'status.rolled_back': 'คืนเงินเดิมพันแล้ว',
    fromLobby: 'เปิดเกมนี้จากล็อบบี้',
  },
};

const vi: SlotText = {
  page: {
    title: 'Lucky 5', exit: 'Quay lại sảnh', freePlay: 'CHƠI THỬ', playMoney: 'Tiền chơi thử', history: 'Lịch sử và tính công bằng', historyTitle: 'Lịch sử & công bằng', win: 'Thắng', lines: 'Dòng',
    freeSpins: 'Vòng quay miễn phí', lowerBet: 'Giảm cược', raiseBet: 'Tăng cược', bet: 'cược', spin: 'QUAY', auto: 'tự động', autoStops: 'dừng khi có thưởng',
    sound: 'Âm thanh', close: 'Đóng', seedHash: 'Mã băm seed máy chủ (sha256, công bố trước khi chơi)', nextNonce: 'Nonce tiếp theo', clientSeed: 'Seed người chơi', rotate: 'Đổi seed',
    rotateHelp: 'Đổi seed sẽ công bố seed máy chủ đang dùng và tạo seed mới. Ván thứ n dùng HMAC-SHA256(seed máy chủ, "seed người chơi:n:0"); kiểm tra bằng',
    recent: 'Ván gần đây', noRounds: 'Chưa có ván nào: các lượt quay của bạn sẽ hiện ở đây.', more: 'Xem thêm',
    revealedSeeds: 'Seed đã công bố', paytable: 'Bảng trả thưởng',
    paytableHelp: 'Số xu mỗi dòng cho 3 / 4 / 5 biểu tượng tính từ trái. WILD thay thế mọi biểu tượng trừ scatter. 3 / 4 / 5 scatter ở bất kỳ đâu trả {scatter} × tiền cược và tặng 10 vòng quay miễn phí ×3 (có thể kích hoạt lại).',
  },
  script: {
    'funds.insufficient': 'Số dư không đủ cho mức cược này', 'session.invalid': 'Phiên đã kết thúc: hãy mở lại trò chơi từ sảnh',
    'session.expired': 'Phiên đã hết hạn: hãy mở lại trò chơi từ sảnh', 'wallet.unavailable': 'Không kết nối được ví, hãy thử lại',
    'bet.refused': 'Cược bị từ chối', 'bet.invalid': 'Hãy chọn mức cược trong danh sách', 'requests.too.many': 'Quá nhanh: chờ một chút rồi quay lại',
    coin: 'xu', left: 'còn lại', auto: 'tự động', freeSpins: 'Vòng quay miễn phí!', moreFreeSpins: 'vòng quay miễn phí', win: 'Thắng', 'tier.win': 'THẮNG', 'tier.big': 'THẮNG LỚN', 'tier.mega': 'SIÊU THẮNG',
    paying: 'đang được trả…', round: 'ván', bet: 'cược', seedHashClient: 'mã băm seed · seed người chơi', seed: 'seed', hash: 'mã băm', client: 'người chơi',
    rounds: 'ván', noneRevealed: 'Chưa có: đổi seed để công bố seed đang dùng.', badClientSeed: 'Seed người chơi: 1-64 ký tự nhìn thấy được',
    'status.pending': 'chưa thanh toán', 'status.open': 'đang trả thưởng', 'status.refused': 'bị từ chối', 'status.rolled_back': 'đã hoàn tiền cược',
    fromLobby: 'Hãy mở trò chơi này từ sảnh',
  },
};

const id: SlotText = {
  page: {
    title: 'Lucky 5', exit: 'Kembali ke lobi', freePlay: 'MAIN GRATIS', playMoney: 'Uang main', history: 'Riwayat dan keadilan', historyTitle: 'Riwayat & keadilan', win: 'Menang', lines: 'Garis',
    freeSpins: 'Putaran gratis', lowerBet: 'Turunkan taruhan', raiseBet: 'Naikkan taruhan', bet: 'taruhan', spin: 'PUTAR', auto: 'otomatis', autoStops: 'berhenti saat bonus',
    sound: 'Suara', close: 'Tutup', seedHash: 'Hash seed server (sha256, ditampilkan sebelum bermain)', nextNonce: 'Nonce berikutnya', clientSeed: 'Seed klien', rotate: 'Ganti seed',
    rotateHelp: 'Mengganti seed akan membuka seed server yang sedang dipakai dan memulai seed baru. Ronde n memakai HMAC-SHA256(seed server, "seed klien:n:0"); periksa dengan',
    recent: 'Ronde terakhir', noRounds: 'Belum ada ronde: putaran Anda tampil di sini.', more: 'Tampilkan lagi',
    revealedSeeds: 'Seed yang sudah dibuka', paytable: 'Tabel pembayaran',
    paytableHelp: 'Koin per garis untuk 3 / 4 / 5 simbol dari kiri. WILD menggantikan semua simbol kecuali scatter. 3 / 4 / 5 scatter di mana saja membayar {scatter} × taruhan dan memberi 10 putaran gratis ×3 (bisa terpicu lagi).',
  },
  script: {
    'funds.insufficient': 'Saldo tidak cukup untuk taruhan ini', 'session.invalid': 'Sesi berakhir: buka lagi permainan dari lobi',
    'session.expired': 'Sesi kedaluwarsa: buka lagi permainan dari lobi', 'wallet.unavailable': 'Dompet tidak dapat dihubungi, coba lagi',
    'bet.refused': 'Taruhan ditolak', 'bet.invalid': 'Pilih taruhan dari daftar', 'requests.too.many': 'Terlalu cepat: tunggu sebentar, lalu putar lagi',
    coin: 'koin', left: 'tersisa', auto: 'otomatis', freeSpins: 'Putaran gratis!', moreFreeSpins: 'putaran gratis', win: 'Menang', 'tier.win': 'MENANG', 'tier.big': 'MENANG BESAR', 'tier.mega': 'MENANG SUPER',
    paying: 'sedang dibayar…', round: 'ronde', bet: 'taruhan', seedHashClient: 'hash seed · seed klien', seed: 'seed', hash: 'hash', client: 'klien',
    rounds: 'ronde', noneRevealed: 'Belum ada: ganti seed untuk membuka seed yang sedang dipakai.', badClientSeed: 'Seed klien: 1-64 karakter yang terlihat',
    'status.pending': 'belum diselesaikan', 'status.open': 'sedang dibayar', 'status.refused': 'ditolak', 'status.rolled_back': 'taruhan dikembalikan',
    fromLobby: 'Buka permainan ini dari lobi',
  },
};

const catalogues: Record<string, SlotText> = { EN: en, ZH: zh, TH: th, VI: vi, ID: id };

/** The words for a language code (EN, ZH, ...); unknown languages read English. */
export function slotText(language: string): SlotText {
  return catalogues[language.toUpperCase()] ?? en;
}

/**
 * The reality check's words (reality-check-page.ts), shared by every house game page: the
 * dialog's labels, and the sentence of the time played ({time} is `hours` when an hour has
 * passed, then `minutes`). The same words as the site's own dialog (messages/*.json, realityCheck).
 */
const realityEn = {
  title: 'Reality check', played: 'You have played for {time} this session.', hours: '{h} h ', minutes: '{m} min',
  bets: 'Bets', stake: 'Staked', payout: 'Paid out', net: 'Net result', continue: 'Continue', leave: 'Leave',
};

export type RealityText = typeof realityEn;

const realityCatalogues: Record<string, RealityText> = {
  EN: realityEn,
  ZH: {
    title: '游戏时间提醒', played: '本次登录您已玩了 {time}。', hours: '{h} 小时 ', minutes: '{m} 分钟',
    bets: '投注笔数', stake: '投注额', payout: '派彩', net: '净输赢', continue: '继续', leave: '离开',
  },
  TH: {
    title: 'การแจ้งเตือนเวลาเล่น', played: 'คุณเล่นมาแล้ว {time} ในเซสชันนี้', hours: '{h} ชม. ', minutes: '{m} นาที',
    bets: 'จำนวนเดิมพัน', stake: 'ยอดเดิมพัน', payout: 'ยอดจ่าย', net: 'ผลสุทธิ', continue: 'เล่นต่อ', leave: 'ออก',
  },
  VI: {
    title: 'Nhắc thời gian chơi', played: 'Bạn đã chơi {time} trong phiên này.', hours: '{h} giờ ', minutes: '{m} phút',
    bets: 'Số lần cược', stake: 'Tiền đã cược', payout: 'Tiền đã trả', net: 'Kết quả ròng', continue: 'Tiếp tục', leave: 'Rời đi',
  },
  ID: {
    title: 'Pengingat waktu bermain', played: 'Anda telah bermain selama {time} pada sesi ini.', hours: '{h} jam ', minutes: '{m} menit',
    bets: 'Jumlah taruhan', stake: 'Dipasang', payout: 'Dibayar', net: 'Hasil bersih', continue: 'Lanjutkan', leave: 'Keluar',
  },
};

/** The reality check's words for a language code (EN, ZH, ...); unknown languages read English. */
export function realityText(language: string): RealityText {
  return realityCatalogues[language.toUpperCase()] ?? realityEn;
}
