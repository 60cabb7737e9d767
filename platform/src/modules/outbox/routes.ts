import type { FastifyInstance } from 'fastify';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { parseInput, registerBo } from '../../http/bo-route';
import { outboxQuerySchema } from './schema';

/**
 * The outbox has no member-facing calls. Operators read it under /bo (held SMS codes and
 * e-mails included: without a provider, that is how a message reaches anyone). Closing the
 * app waits for a dispatch in flight and closes the providers, so a shutdown or a test never
 * pulls the database from under a send.
 */
export async function outboxRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const outbox = deps.outbox;
  app.addHook('onClose', async () => {
    await outbox.close();
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/outbox?merchant=&channel=&recipient=&limit= – messages of a merchant, newest first, bodies included
    bo.get('/outbox', async (req) => {
      const q = parseInput(outboxQuerySchema, req.query);
      const merchant = await deps.merchants.byCode(q.merchant);
      if (!merchant) throw new WpsError('merchant.unknown');
      return ok(await outbox.list({ merchantId: merchant.id, channel: q.channel, recipient: q.recipient, limit: q.limit }));
    });
  });
}
