import { WpsError } from '@/lib/wps/errors';
import type { Clock, DepositCreditListener, MerchantLookup } from '../../context';
import type { SecretBox } from '../../crypto/secret-box';
import type { Db } from '../../db';
import { PspSignatureError, type PspAdapter, type PspCallback } from './psp/adapter';
import { pspAdapters } from './psp/registry';
import { paymentsRepo as repo, type ChannelRow } from './repo';
import { paymentLimits } from './schema';
import { openAdapter } from './channels';
import type { LedgerService } from '../ledger';
import type { WalletTurnover } from '../wallet';
import { creditDeposit } from './deposits';
import { big } from './common';

/** The payment gateway's callback: a PSP's signed word on a deposit. */

export interface GatewayCallbackDeps {
  db: Db;
  clock: Clock;
  box: SecretBox;
  merchants: MerchantLookup;
  /** Posts a paid deposit's credit. */
  ledger: LedgerService;
  /** Adds a credited deposit to the member's turnover requirement. */
  turnover: WalletTurnover;
  /** Told of each credited deposit inside its transaction (modules/payments README). */
  credited: DepositCreditListener;
}

export interface CallbackAnswer {
  status: number;
  contentType: string;
  body: string;
}

export interface GatewayCallbackService {
  /**
   * POST /psp/<adapter>/<merchantCode>/callback: the PSP's word on a payment. The signature is
   * checked against each pg channel of the merchant with that adapter (a handful at most); none
   * matching is psp.signature.invalid and nothing moves. Then, with the deposit locked:
   * - not pending any more (a duplicate or a retry): the PSP's acknowledgement, nothing moves;
   * - failed: the deposit is failed;
   * - paid with the deposit's amount (and its PSP reference): credited as an approval would;
   * - paid with another amount or reference: status review for an operator, nothing credited.
   */
  pspCallback(adapterName: string, merchantCode: string, rawBody: string, headers: Record<string, string | string[] | undefined>): Promise<CallbackAnswer>;
}

export function createGatewayCallbackService(d: GatewayCallbackDeps): GatewayCallbackService {
  return {
    async pspCallback(adapterName, merchantCode, rawBody, headers) {
      if (!Object.prototype.hasOwnProperty.call(pspAdapters, adapterName)) throw new WpsError('not.found');
      const merchant = await d.merchants.byCode(merchantCode);
      if (!merchant) throw new WpsError('not.found');
      const channels = await repo.pspChannels(d.db, merchant.id, adapterName, paymentLimits.channelsPerMerchant_max);
      let verified: { cb: PspCallback; channel: ChannelRow; adapter: PspAdapter } | null = null;
      for (const channel of channels) {
        let adapter: PspAdapter;
        try {
          adapter = openAdapter(d.box, channel);
        } catch {
          continue;
        }
        try {
          verified = { cb: adapter.verifyCallback(rawBody, headers), channel, adapter };
          break;
        } catch (e) {
          if (!(e instanceof PspSignatureError)) throw e;
        }
      }
      if (!verified) throw new WpsError('psp.signature.invalid');
      const { cb, channel, adapter } = verified;
      const ack = { status: 200, contentType: adapter.callbackAck.contentType, body: adapter.callbackAck.body };
      const id = Number(cb.orderId);
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        const r = await repo.lockDeposit(q, merchant.id, id);
        if (!r || r.method !== 'pg' || big(r.channel_id) !== big(channel.id)) throw new WpsError('transaction.not.found');
        if (r.status !== 'pending') return ack;
        const by = `psp:${adapterName}`;
        if (cb.status === 'failed') {
          await repo.settleDeposit(q, merchant.id, id, { status: 'failed', settled_by: by, remark: 'payment failed at the gateway', entry_id: null, paid_minor: null, completed: true }, now);
          return ack;
        }
        const referenceMatches = r.psp_reference === null || r.psp_reference === cb.pspReference;
        if (cb.amount_minor !== big(r.amount_minor) || !referenceMatches) {
          await repo.settleDeposit(q, merchant.id, id, {
            status: 'review', settled_by: by,
            remark: referenceMatches ? 'the gateway reported another amount' : `the gateway reported reference ${cb.pspReference.slice(0, 64)}`,
            entry_id: null, paid_minor: cb.amount_minor, completed: false,
          }, now);
          return ack;
        }
        await creditDeposit(d, q, merchant, { ...r, remark: null }, cb.amount_minor, by, now);
        return ack;
      });
    },
  };
}
