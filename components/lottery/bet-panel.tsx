'use client';

import { useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { formatMinor, type MoneyFormat } from '@/lib/format';
import { bettingBody, cartSlip, cartSlips_max, cartTotal_minor, chaseBounds, multipleBounds, slipModesFor, slipStake_minor, unitMinor, type CartSlip } from '@/lib/games/lottery/cart';
import { lotteryFormats, lotteryPlayRuleById, type LotterySelection } from '@/lib/games/lottery/plays';
import { drawPhase, prizeAtSeries, rebatePercent, seriesChoices } from '@/lib/games/lottery/view';
import { errorMessageKey } from '@/lib/i18n/errors';
import { wpsFetch } from '@/lib/net/wps-fetch';
import type { LotteryDrawValue, LotteryGame, LotteryGamesValue, LotteryPlay } from '@/lib/wps/schemas/lottery';
import Link from '@/components/frame/link';
import { selectionLabel } from './balls';
import { Toast } from '@/components/ui/toast';
import styles from './lottery.module.css';

type PlayType = LotteryPlay['playType'];
const emptyPick = (playId: string): LotterySelection => {
  const picker = lotteryPlayRuleById.get(playId)?.picker;
  return { groups: picker?.kind === 'positions' ? picker.positions.map(() => []) : picker?.kind === 'pool' ? [[]] : [], options: [] };
};
const clamp = (n: number, b: { min: number; max: number }) => (Number.isFinite(n) ? Math.min(b.max, Math.max(b.min, Math.trunc(n))) : b.min);
/** A fresh key per cart: a retried request for the same cart places its orders once (requestId). */
const newRequestId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).slice(0, 64);

export interface BetPanelProps {
  game: LotteryGame;
  prizeMode: LotteryGamesValue['prizeMode'];
  series: LotteryGamesValue['series'];
  draw: LotteryDrawValue['current'] | null;
  now_ms: number;
  currency: MoneyFormat;
  loginHref: string | null;
  onPlaced: () => void;
  onClosed: () => void;
}

/**
 * The betting half: play type (Tradition, Entertainment), the play menu, the picker the play
 * needs (a row of balls per place, one pool, or options at their odds), unit, multiple and prize
 * series, then the cart with its chase and total. Counts and prices come from lib/games/lottery,
 * the rules the platform prices the order with, so the total sent is the one it charges.
 */
export function BetPanel({ game, prizeMode, series: band, draw, now_ms, currency, loginHref, onPlaced, onClosed }: BetPanelProps) {
  const t = useTranslations('lottery');
  const te = useTranslations();
  const router = useRouter();
  const plays = game.plays.filter((p) => lotteryPlayRuleById.get(p.playId)?.format === game.format);
  const types = (['trad', 'ent'] as const).filter((k) => plays.some((p) => p.playType === k));
  const [playType, setPlayType] = useState<PlayType>(types[0] ?? 'trad');
  const [playId, setPlayId] = useState(() => plays.find((p) => p.playType === playType)?.playId ?? '');
  const [pick, setPick] = useState<LotterySelection>(() => emptyPick(playId));
  const modes = slipModesFor(currency.minorDigits);
  const [mode, setMode] = useState(modes[0] ?? 1);
  const [multiple, setMultiple] = useState(1);
  const [series, setSeries] = useState(band.default);
  const [cart, setCart] = useState<CartSlip[]>([]);
  const [chase, setChase] = useState(1);
  const [winningStop, setWinningStop] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const requestId = useRef(newRequestId());

  const play = plays.find((p) => p.playId === playId);
  const rule = lotteryPlayRuleById.get(playId);
  const format = lotteryFormats[game.format as keyof typeof lotteryFormats];
  const money = (minor: number) => formatMinor(BigInt(minor), currency);
  const slipSeries = playType === 'trad' ? series : band.default;
  const slip = useMemo(() => cartSlip(playId, pick, mode, slipSeries, multiple), [playId, pick, mode, slipSeries, multiple]);
  const { perDraw_minor, total_minor } = cartTotal_minor(cart, chase, currency.minorDigits);
  const open = !!draw && drawPhase(now_ms, draw) === 'open';

  if (!play || !rule || !format) return <p className={styles.notice}>{t('noGames')}</p>;

  const choosePlay = (id: string) => {
    setPlayId(id);
    setPick(emptyPick(id));
  };
  const chooseType = (k: PlayType) => {
    setPlayType(k);
    choosePlay(plays.find((p) => p.playType === k)?.playId ?? '');
  };
  const toggleBall = (group: number, ball: number) => setPick((p) => ({
    ...p,
    groups: p.groups.map((g, i) => (i !== group ? g : g.includes(ball) ? g.filter((b) => b !== ball) : [...g, ball].sort((a, b) => a - b))),
  }));
  const toggleOption = (o: string) => setPick((p) => ({ ...p, options: p.options.includes(o) ? p.options.filter((x) => x !== o) : [...p.options, o] }));
  const changeCart = (next: CartSlip[]) => {
    setCart(next);
    setError(null);
    requestId.current = newRequestId();
  };
  const add = () => {
    if (!slip || cart.length >= cartSlips_max) return;
    changeCart([...cart, slip]);
    setPick(emptyPick(playId));
  };

  const place = async () => {
    if (!draw || !cart.length || busy) return;
    setBusy(true);
    setError(null);
    const body = bettingBody({ gameId: game.gameId, currentNumero: draw.numero, slips: cart, chase, winningStop, minorDigits: currency.minorDigits, requestId: requestId.current });
    const r = await wpsFetch('lotteryBetting', body);
    setBusy(false);
    if (!r.success) {
      setError(r.errorCode);
      if (r.errorCode === 'lottery.draw.closed') onClosed();
      return;
    }
    changeCart([]);
    setChase(1);
    setToast(t('placed', { total: money(total_minor) }));
    setTimeout(() => setToast(null), 1500);
    onPlaced();
    // The header's balance is a server component: read it again.
    router.refresh();
  };

  const price = (name: string) => {
    const shown = prizeAtSeries(play.prizes[name] ?? 0, play.playType, slipSeries, band.default);
    return shown;
  };
  const priceAs = prizeMode === 'NORMAL' && play.playType === 'trad' ? 'prizePerTwoUnits' : 'odds';
  const label = (id: string) => t(`playName.${id}` as 'playName.5d.sum');
  const optionName = (o: string) => t(`option.${o}` as 'option.big');

  return (
    <div className={styles.panel}>
      <div className={styles.tabs} role="tablist" aria-label={t('playMenu')}>
        {types.map((k) => (
          <button key={k} type="button" role="tab" className={styles.tab} aria-selected={k === playType} onClick={() => chooseType(k)}>{t(`playType.${k}`)}</button>
        ))}
      </div>
      <div className={styles.chips} role="radiogroup" aria-label={t('playMenu')}>
        {plays.filter((p) => p.playType === playType).map((p) => (
          <button key={p.playId} type="button" role="radio" aria-checked={p.playId === playId} className={styles.chip} data-play={p.playId} onClick={() => choosePlay(p.playId)}>
            {label(p.playId)}
          </button>
        ))}
      </div>

      <section className={styles.picker} aria-label={label(playId)} data-testid="picker">
        {rule.picker.kind === 'options' ? (
          <>
            <p className={styles.hint}>{t('hint.options')}</p>
            <div className={styles.options}>
              {rule.picker.options.map((o) => (
                <button key={o} type="button" className={styles.option} aria-pressed={pick.options.includes(o)} data-option={o} onClick={() => toggleOption(o)}>
                  <span>{t(`option.${o}` as 'option.big')}</span>
                  <span className={styles.odds}>{price(o)}</span>
                </button>
              ))}
            </div>
          </>
        ) : (
          <>
            <p className={styles.hint}>
              {rule.picker.kind === 'pool' ? t('hint.pool', { count: rule.picker.pick }) : rule.picker.allowEmpty ? t('hint.positionsAny') : t('hint.positions')}
              {' · '}{t(`price.${priceAs}`)} <strong data-testid="prize">{price('prize')}</strong>
            </p>
            {pick.groups.map((g, i) => (
              <fieldset key={i} className={styles.row}>
                <legend className={styles.rowLabel}>
                  {rule.picker.kind === 'positions' ? t(`place.p${rule.picker.positions[i]}` as 'place.p0') : t('pool')}
                </legend>
                <div className={styles.ballGrid} data-balls={format.balls.length}>
                  {format.balls.map((b) => (
                    <button key={b} type="button" className={styles.pick} aria-pressed={g.includes(b)} onClick={() => toggleBall(i, b)}>
                      {format.ballText(b)}
                    </button>
                  ))}
                </div>
              </fieldset>
            ))}
          </>
        )}
      </section>

      <div className={styles.settings}>
        <div className={styles.setting}>
          <span className={styles.label}>{t('unit')}</span>
          <div className={styles.segments}>
            {modes.map((m) => (
              <button key={m} type="button" className={styles.segment} aria-pressed={m === mode} onClick={() => setMode(m)}>
                {money(unitMinor(m, currency.minorDigits))}
              </button>
            ))}
          </div>
        </div>
        <Stepper label={t('multiple')} value={multiple} bounds={multipleBounds} onChange={setMultiple} less={t('less')} more={t('more')} />
        {playType === 'trad' && (
          <label className={styles.setting}>
            <span className={styles.label}>{t('series')}</span>
            <select className={styles.select} value={series} onChange={(e) => setSeries(Number(e.target.value))}>
              {seriesChoices(band).map((s) => <option key={s} value={s}>{s}</option>)}
            </select>
            <span className={styles.muted}>{t('rebate', { percent: rebatePercent(series, band.max) })}</span>
          </label>
        )}
      </div>

      <div className={styles.addRow}>
        <span data-testid="pick-summary">
          {slip ? t('bets', { count: slip.bets }) : t('noBets')}
          {slip && <> · <strong>{money(slipStake_minor(slip, currency.minorDigits))}</strong></>}
        </span>
        <button type="button" className={styles.secondary} disabled={!slip || cart.length >= cartSlips_max} onClick={add}>{t('add')}</button>
      </div>

      <section className={styles.cart} aria-labelledby="lottery-cart" data-testid="cart">
        <h2 id="lottery-cart" className={styles.cartTitle}>{t('cart')}</h2>
        {!cart.length && <p className={styles.muted}>{t('cartEmpty')}</p>}
        {cart.length >= cartSlips_max && <p className={styles.muted}>{t('cartFull', { count: cartSlips_max })}</p>}
        <ul className={styles.slips}>
          {cart.map((s, i) => (
            <li key={i} className={styles.slip}>
              <span className={styles.slipName}>{label(s.playId)}</span>
              <span className={styles.slipBalls}>{selectionLabel(s.playId, s.balls, optionName)}</span>
              <span className={styles.muted}>{t('slipLine', { bets: s.bets, unit: money(unitMinor(s.mode, currency.minorDigits)), multiple: s.multiple })}</span>
              <strong className={styles.slipStake}>{money(slipStake_minor(s, currency.minorDigits))}</strong>
              <button type="button" className={styles.textButton} onClick={() => changeCart(cart.filter((_, j) => j !== i))}>{t('remove')}</button>
            </li>
          ))}
        </ul>
        {cart.length > 0 && (
          <>
            <Stepper label={t('chase')} value={chase} bounds={chaseBounds} onChange={(n) => { setChase(n); requestId.current = newRequestId(); }} less={t('less')} more={t('more')} />
            {chase > 1 && (
              <label className={styles.check}>
                <input type="checkbox" checked={winningStop} onChange={(e) => setWinningStop(e.target.checked)} />
                <span>{t('stopOnWin')}</span>
              </label>
            )}
            <dl className={styles.totals}>
              <div><dt>{t('perDraw')}</dt><dd>{money(perDraw_minor)}</dd></div>
              <div><dt>{t('total')}</dt><dd data-testid="cart-total">{money(total_minor)}</dd></div>
            </dl>
          </>
        )}
        {error && <p className={styles.alert} role="alert">{te(errorMessageKey(error))}</p>}
        {loginHref ? (
          <Link className={styles.primary} href={loginHref}>{t('loginToBet')}</Link>
        ) : (
          <button type="button" className={styles.primary} disabled={!cart.length || !open || busy} onClick={() => void place()}>
            {busy ? t('placing') : t('placeOrder')}
          </button>
        )}
      </section>
      <Toast message={toast} />
    </div>
  );
}

/** A whole number within bounds, typed or stepped by one with buttons big enough for a thumb. */
function Stepper({ label, value, bounds, onChange, less, more }: {
  label: string; value: number; bounds: { min: number; max: number }; onChange: (n: number) => void; less: string; more: string;
}) {
  return (
    // A div, not a label: a label around the buttons would press "−" when its text is tapped.
    <div className={styles.setting}>
      <span className={styles.label} aria-hidden="true">{label}</span>
      <span className={styles.stepper}>
        <button type="button" aria-label={`${label}: ${less}`} disabled={value <= bounds.min} onClick={() => onChange(clamp(value - 1, bounds))}>−</button>
        <input type="number" inputMode="numeric" aria-label={label} min={bounds.min} max={bounds.max} value={value} onChange={(e) => onChange(clamp(Number(e.target.value), bounds))} />
        <button type="button" aria-label={`${label}: ${more}`} disabled={value >= bounds.max} onClick={() => onChange(clamp(value + 1, bounds))}>+</button>
      </span>
    </div>
  );
}
