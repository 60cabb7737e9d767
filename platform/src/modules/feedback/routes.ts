import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createLimiter } from '../../http/rate-limit';
import { wpsRoute } from '../../http/wps-route';
import {
  boAnswerSchema, boFeedbackParamsSchema, boImageParamsSchema, boListQuerySchema, boMerchantParamsSchema, boStatusSchema, feedbackRateRules,
} from './schema';
import { createInboxService } from '../inbox';
import { createFeedbackService } from './service';

export async function feedbackRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const limits = createLimiter(app, feedbackRateRules);
  const inbox = createInboxService({ db: deps.db, clock: deps.clock, members: deps.members, audit: deps.audit });
  const feedback = createFeedbackService({
    db: deps.db, clock: deps.clock, verification: deps.verification, members: deps.members, audit: deps.audit, inbox,
  });

  // PUT /wps/feedback (and POST) – {content, sender, type, captcha, images?} → null (SPEC §7 "success only")
  for (const call of [wpsCalls.feedback, wpsCalls.feedbackPost]) {
    wpsRoute(app, deps, call, {}, async ({ merchant, session, body, req, reply }) => {
      // Counted before any check: a refused attempt costs its sender a try too.
      const subject = `${merchant.id}:${session!.memberId}`;
      await limits.enforce(reply, 'feedback.member', subject);
      await limits.enforce(reply, 'feedback.member.day', subject);
      await feedback.submit({ merchant, memberId: session!.memberId, captchaId: req.cookies?.captchaId, body });
      return null;
    });
  }

  await registerBo(app, deps, async (bo) => {
    // GET /bo/feedback/:merchant?status=&username=&limit=&beforeId= – newest first
    bo.get('/feedback/:merchant', async (req) => {
      const { merchant } = parseInput(boMerchantParamsSchema, req.params);
      const q = parseInput(boListQuerySchema, req.query);
      return ok(await feedback.list(await boMerchant(deps, merchant), q));
    });

    // GET /bo/feedback/:merchant/:id – one feedback with its images' sizes
    bo.get('/feedback/:merchant/:id', async (req) => {
      const p = parseInput(boFeedbackParamsSchema, req.params);
      return ok(await feedback.show(await boMerchant(deps, p.merchant), p.id));
    });

    // GET /bo/feedback/:merchant/:id/images/:sequence – the re-encoded image's bytes (operators only)
    bo.get('/feedback/:merchant/:id/images/:sequence', async (req, reply) => {
      const p = parseInput(boImageParamsSchema, req.params);
      const img = await feedback.image(await boMerchant(deps, p.merchant), p.id, p.sequence);
      // The bytes are a fresh encoding of a checked PNG or JPEG; nosniff keeps a browser to that type.
      return reply.headers({ 'Content-Type': img.mime, 'X-Content-Type-Options': 'nosniff', 'Content-Disposition': 'inline' }).send(img.bytes);
    });

    // POST /bo/feedback/:merchant/:id/answer – {answer}: status answered; audited
    bo.post('/feedback/:merchant/:id/answer', async (req) => {
      const p = parseInput(boFeedbackParamsSchema, req.params);
      const { answer } = parseInput(boAnswerSchema, jsonBody(req));
      return ok(await feedback.answer(await boMerchant(deps, p.merchant), p.id, answer, operatorOf(req)));
    });

    // POST /bo/feedback/:merchant/:id/status – {status: in_progress|closed}; audited
    bo.post('/feedback/:merchant/:id/status', async (req) => {
      const p = parseInput(boFeedbackParamsSchema, req.params);
      const { status } = parseInput(boStatusSchema, jsonBody(req));
      return ok(await feedback.setStatus(await boMerchant(deps, p.merchant), p.id, status, operatorOf(req)));
    });
  });
}
