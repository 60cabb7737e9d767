/**
 * The error catalogue: every errorCode the platform may answer, with its HTTP status and
 * the SPEC §8 message it stands for (English; the web app translates `errors.<code>`).
 * Codes seen in the field keep their spelling (dotted, snake or upper case); ours are dotted.
 */
export const errorCatalogue = {
  // Session and access
  'login.not.session': { status: 401, message: 'You are not logged in, please login first' },
  'user.or.token.invalid': { status: 401, message: 'The account has been logged out, please log in again' },
  token_ip_different: { status: 401, message: 'The account has been logged out, please log in again' },
  login_verify_required: { status: 403, message: 'Verification code error' },
  'permission.denied': { status: 403, message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.' },
  'account.not.real': { status: 403, message: 'Please login an actual account to use this function' },
  'login.non.agent': { status: 403, message: 'Non-agents cannot log in' },
  'login.non.member': { status: 403, message: 'Non-member account unable to login' },
  // Agents' team reports (issue 20, reports slice): a member or another merchant's visitor asked an agent's report;
  // an agent named someone outside its own team (another line, another merchant, itself).
  'agent.only': { status: 403, message: 'Sorry, this function is for agents only.' },
  'agent.member.not.in.team': { status: 403, message: 'This member is not in your team.' },
  // SPEC §6/§8: a trial account (type 4) asked for the inbox or the live chat; the web shows it as a 1 s toast.
  free_reject: { status: 403, message: 'Trial accounts cannot use this function. Please log in with a real account.' },
  // One answer for an unknown user, a wrong password and a disabled account: a login never tells which.
  // Not SPEC §8's 'the user does not exist or is disabled', which a member who mistyped the password
  // reads as "my account is gone"; nor its 'Verification code error', which names a code the form has
  // not shown yet. This text is as true for all three cases and says no more than they share.
  'login.failed': { status: 400, message: 'The account or password is incorrect.' },
  USER_NOT_EXIST: { status: 404, message: 'Sorry, the user does not exist or is disabled.' },
  'user.exists': { status: 409, message: 'Sorry, the username already exists.' },
  // Input
  request_body_required: { status: 400, message: 'The requested url is empty. please check your request format.' },
  'request.invalid': { status: 400, message: 'The requested url is empty. please check your request format.' },
  // The web edge's own refusals (lib/wps/limits.ts): a body, URL or header block over its limit (413; 414 and 431
  // carry it too), a request that did not arrive in time, a method no route answers.
  'request.too.large': { status: 413, message: 'The request is too large.' },
  'image.invalid': { status: 400, message: 'Please choose a PNG or JPG picture.' },
  'image.too.large': { status: 413, message: 'The picture is larger than 5 MB.' },
  'request.timeout': { status: 408, message: 'The request took too long to arrive. Please try again.' },
  'method.not.allowed': { status: 405, message: 'This request method is not allowed.' },
  'captcha.invalid': { status: 400, message: 'Verification code error' },
  'verification.code.invalid': { status: 400, message: 'Verification code error' },
  'account.format.invalid': { status: 400, message: 'Account format is incorrect' },
  'password.format.invalid': { status: 400, message: 'Password format is incorrect' },
  'email.format.invalid': { status: 400, message: 'E-mail format is incorrect' },
  'password.confirm.mismatch': { status: 400, message: 'Confirmation password not matched' },
  'password.old.invalid': { status: 400, message: 'The old password is incorrect' },
  'referrer.invalid': { status: 400, message: 'Referrer link error' },
  'affiliate.invalid': { status: 400, message: 'Invalid invitation code' },
  'name.format.invalid': { status: 400, message: 'Name format is not valid' },
  'mobile.invalid': { status: 400, message: 'The mobile num is not valid' },
  // Binding a number (security centre) that another member of the merchant logs in with.
  'mobile.taken': { status: 409, message: 'This mobile number belongs to another account.' },
  'modify.new.old.same': { status: 400, message: 'New password must differ from the old one' },
  // A reset link that is unknown, already used, replaced by a newer one, or past its 30 minutes: one answer for all.
  'reset.token.invalid': { status: 400, message: 'This password reset link is invalid or has expired. Please request a new one.' },
  // Social one-click login: an unknown, used or expired state, a provider that refused the code, an ID
  // token or Telegram signature that does not check out. The reason goes to the log, not the client.
  'social.login.failed': { status: 400, message: 'Sign-in with this provider failed. Please try again.' },
  // Money (modules/ledger). The vendor wallet API answers the first as DUPLICATE_TRANSACTION, the second as INSUFFICIENT_FUNDS.
  'ledger.duplicate.key': { status: 409, message: 'This transaction was already submitted with different details.' },
  'ledger.insufficient.funds': { status: 400, message: 'Insufficient balance.' },
  // Deposits and withdrawals (modules/payments). Limits answer value {minAmount} / {maxAmount}.
  'amount.invalid': { status: 400, message: 'Please enter a valid amount.' },
  'amount.below.min': { status: 400, message: 'The amount is below the minimum.' },
  'amount.above.max': { status: 400, message: 'The amount is above the maximum.' },
  'deposit.channel.unavailable': { status: 400, message: 'This deposit method is not available. Please choose another one.' },
  'deposit.pending.limit': { status: 409, message: 'You have too many deposits waiting. Please wait until they are processed.' },
  'payment.gateway.unavailable': { status: 502, message: 'The payment service is not available. Please try again later.' },
  'bankcard.payee.mismatch': { status: 400, message: 'The payee name must match the name registered on your account.' },
  'bankcard.limit': { status: 400, message: 'You have bound the maximum number of bank cards.' },
  'bankcard.exists': { status: 409, message: 'This bank card is already bound.' },
  'bankcard.invalid': { status: 400, message: 'The bank account number is not valid.' },
  'bankcard.not.found': { status: 404, message: 'Please choose one of your bank cards.' },
  'payment.password.format.invalid': { status: 400, message: 'The payment password must be 6 digits.' },
  'payment.password.exists': { status: 409, message: 'A payment password is already set.' },
  'payment.password.not.set': { status: 400, message: 'Please set a payment password first.' },
  'payment.password.invalid': { status: 400, message: 'The payment password is incorrect.' },
  // The member's own limits and breaks (modules/limits). deposit.limit.exceeded: value {period, limitAmount, remainingAmount};
  // member.timeout and member.self.excluded: value {kind, endsAt} (a login, a deposit, a bonus or a second break refused).
  'deposit.limit.exceeded': { status: 400, message: 'This deposit would pass your deposit limit.' },
  'member.timeout': { status: 403, message: 'You are taking a break from play. You can log in again when it ends.' },
  'member.self.excluded': { status: 403, message: 'You have excluded yourself from play. You can log in again when the exclusion ends.' },
  'withdraw.daily.limit': { status: 400, message: 'You have reached the number of withdrawals allowed today.' },
  // value {remainingTurnover}: the wagering still required, in currency units.
  'withdraw.turnover.required': { status: 400, message: 'The turnover requirement has not been met yet.' },
  'transaction.not.found': { status: 404, message: 'The transaction does not exist.' },
  'transaction.already.processed': { status: 409, message: 'This transaction has already been processed.' },
  'date.range.invalid': { status: 400, message: 'Please choose a date range of at most 31 days.' },
  // A PSP callback whose signature does not check out (answered to the PSP, never to a member).
  'psp.signature.invalid': { status: 401, message: 'Invalid signature.' },
  // Game vendors of a merchant (modules/vendor-wallet, back office). Vendors' own wallet calls answer statuses, not these.
  'vendor.unknown': { status: 404, message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.' },
  'vendor.exists': { status: 409, message: 'This game vendor already exists for the merchant.' },
  // The game catalog and launch (modules/games). game.unavailable: the game's vendor has no game server for this merchant.
  'game.not.found': { status: 404, message: 'This game is not available.' },
  'game.unavailable': { status: 503, message: 'This game is temporarily unavailable. Please try another game.' },
  'game.free.play.unsupported': { status: 400, message: 'This game cannot be played for free.' },
  // The lottery gateway (platform/src/vendors/house/lottery/order.ts): an order refused before any money moves,
  // draw.closed at or after the draw's close; order.not.cancellable once its draw has closed or it is settled.
  'lottery.slip.invalid': { status: 400, message: 'The bet slip is not valid.' },
  'lottery.play.unknown': { status: 400, message: 'This play type is not offered for this game.' },
  'lottery.balls.invalid': { status: 400, message: 'The numbers chosen are not valid for this play type.' },
  'lottery.series.invalid': { status: 400, message: 'The prize series is outside the allowed range.' },
  'lottery.numero.unknown': { status: 400, message: 'This draw does not exist.' },
  'lottery.draw.closed': { status: 409, message: 'Betting on this draw has closed. Please bet on the next draw.' },
  'lottery.amount.mismatch': { status: 400, message: 'The cart total has changed. Please check your bets and try again.' },
  'lottery.order.not.cancellable': { status: 409, message: 'This order can no longer be cancelled.' },
  // Feedback (platform/src/modules/feedback). content: value {field, key} as the form's rule names it (required, tooLong).
  'feedback.content.invalid': { status: 400, message: 'Please describe your feedback in at most 140 characters.' },
  'feedback.type.invalid': { status: 400, message: 'Please choose a question type.' },
  'feedback.images.off': { status: 400, message: 'Images cannot be sent with feedback here.' },
  // Each image is held to the shared picture rules (image.invalid, image.too.large: platform/src/http/image-upload.ts).
  'feedback.image.too.many': { status: 400, message: 'You can send at most 3 images.' },
  'feedback.not.found': { status: 404, message: 'This feedback does not exist.' },
  // An operator's move the status does not allow (answering a closed feedback, reopening one): value {status, allowed}.
  'feedback.status.invalid': { status: 409, message: 'This feedback cannot be moved to that status.' },
  // VIP (platform/src/modules/vip): a gift claimed already, not due yet or not given at the member's level; value {state}.
  'vip.gift.unavailable': { status: 409, message: 'This gift cannot be claimed now.' },
  // Periodic runs (platform/src/modules/jobs): an operator's rerun of a period another runner holds now; value {leaseOwner, leaseExpiresAt}.
  'job.running': { status: 409, message: 'This run is in progress. Try again when it has finished.' },
  // Daily sign-in and refer a friend (platform/src/modules/signin, referral). requirement.unmet: value {type, amount, progress, met}.
  'signin.disabled': { status: 404, message: 'Daily sign-in is not available.' },
  'signin.requirement.unmet': { status: 409, message: 'Complete today\'s requirement first, then sign in.' },
  'referral.disabled': { status: 404, message: 'coming soon' },
  // Rewards and promotions (platform/src/modules/rewards). promotion.not.eligible: value {reason}; withdraw.bonus.forfeit: value {bonuses}, the
  // withdrawal is refused until the member confirms with forfeitBonus (the withdraw screen says so before).
  'reward.duplicate': { status: 409, message: 'This reward was already given with different details.' },
  'promotion.not.found': { status: 404, message: 'This promotion is not available.' },
  'promotion.not.eligible': { status: 403, message: 'You do not meet the conditions of this promotion.' },
  'promotion.claimed': { status: 409, message: 'You have already claimed this promotion.' },
  'promotion.limit.reached': { status: 409, message: 'This promotion has already been claimed from your device or address.' },
  'promotion.budget.exhausted': { status: 409, message: 'This promotion has run out. Please look at our other promotions.' },
  'withdraw.bonus.forfeit': { status: 409, message: 'This withdrawal forfeits your bonus still in wagering. Please confirm to continue.' },
  // Red envelope rain (platform/src/modules/redrain).
  'redrain.closed': { status: 409, message: 'No red envelope rain is falling now.' },
  'redrain.claimed': { status: 409, message: 'You have already opened your envelope of this rain.' },
  'redrain.address.claimed': { status: 409, message: 'An envelope of this rain was already opened from your network.' },
  'redrain.empty': { status: 409, message: 'All envelopes of this rain have been taken.' },
  // value {requirement, progress}: what the day's turnover or deposits must reach, and where they stand.
  'redrain.not.eligible': { status: 403, message: 'Bet or deposit a little more today to join this rain.' },
  // Tournaments (platform/src/modules/tournaments).
  'tournament.not.found': { status: 404, message: 'This tournament is not available.' },
  'tournament.ended': { status: 409, message: 'This tournament has ended.' },
  'tournament.not.ended': { status: 409, message: 'This tournament has not ended yet.' },
  'tournament.settled': { status: 409, message: 'This tournament has been settled and cannot change.' },
  // Agents slice of issue 20 (platform/src/modules/agents): the team's rules.
  'team.rebate.invalid': { status: 400, message: 'This rebate is not allowed.' },
  'team.quota.full': { status: 409, message: 'No opening quota left at this rebate.' },
  'team.links.full': { status: 409, message: 'You have the most promotion links allowed.' },
  'team.link.not.found': { status: 404, message: 'This promotion link does not exist.' },
  'team.member.not.found': { status: 404, message: 'This member is not in your team.' },
  'team.transfer.off': { status: 403, message: 'Transfers to downlines are not available.' },
  // Agents' contracts (issue 20, the contracts slice)
  'contract.not.found': { status: 404, message: 'This contract does not exist.' },
  'contract.not.downline': { status: 403, message: 'Contracts are offered only to your direct downline agents.' },
  'contract.upline.unsigned': { status: 409, message: 'You need a signed contract of this kind before you can offer one.' },
  'contract.offer.invalid': { status: 400, message: 'The tiers of this offer are not valid.' },
  'contract.offer.above.upline': { status: 409, message: 'An offer cannot exceed your own contract\'s terms.' },
  'contract.offer.below.downline': { status: 409, message: 'An offer cannot be below what this agent already grants its own downlines.' },
  'contract.offer.pending': { status: 409, message: 'This agent already has an offer waiting for an answer.' },
  'contract.state': { status: 409, message: 'This contract cannot do that in its current state.' },
  // Platform state
  'merchant.unknown': { status: 404, message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.' },
  'merchant.required': { status: 400, message: 'The requested url is empty. please check your request format.' },
  'function.not.available': { status: 503, message: 'System upgrading, please try again later.' },
  'module.disabled': { status: 403, message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.' },
  'region.restricted': { status: 403, message: 'Access restricted' },
  'not.found': { status: 404, message: 'The requested url is empty. please check your request format.' },
  'cross.site.refused': { status: 403, message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  // Upstream and unknown
  'upstream.timeout': { status: 504, message: 'load failed click to retry' },
  'upstream.unavailable': { status: 502, message: 'load failed click to retry' },
  'upstream.bad.response': { status: 502, message: 'load failed click to retry' },
  'unknown.error': { status: 500, message: 'Unknown error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.prototype.hasOwnProperty.call(errorCatalogue, code);
}

export function statusOf(code: string): number {
  return isErrorCode(code) ? errorCatalogue[code].status : 400;
}

/** A failure a service raises on purpose: it becomes an envelope with this code. */
export class WpsError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly value: unknown;
  constructor(code: ErrorCode, value: unknown = null) {
    super(code);
    this.name = 'WpsError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.value = value;
  }
}
