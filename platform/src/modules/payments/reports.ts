import { minorToWireNumber } from '@/lib/format/money';
import { reportRange } from '@/lib/wps/report-range';
import type { DepositReportValue, WithdrawReportValue } from '@/lib/wps/schemas/payments';
import type { Clock, Merchant } from '../../context';
import type { Db } from '../../db';
import { paymentsRepo as repo } from './repo';
import { big, iso, isoOrNull, maskedAccount, type MemberSession } from './common';

/** The member's deposit and withdrawal records (GET /wps/report/...); their days follow lib/wps/report-range.ts, as the wallet's records do. */

export interface PaymentReportsDeps {
  db: Db;
  clock: Clock;
}

export interface ReportQuery {
  status?: string;
  startDate?: string;
  endDate?: string;
  pageNo: number;
  pageSize: number;
}

export interface PaymentReportsService {
  depositReport(merchant: Merchant, session: MemberSession, query: ReportQuery): Promise<DepositReportValue>;
  withdrawReport(merchant: Merchant, session: MemberSession, query: ReportQuery): Promise<WithdrawReportValue>;
}

export function createPaymentReportsService(d: PaymentReportsDeps): PaymentReportsService {
  return {
    async depositReport(merchant, session, query) {
      const range = reportRange(d.clock.now(), query.startDate, query.endDate);
      const { rows, total } = await repo.depositReport(d.db, merchant.id, {
        memberId: session.memberId, status: query.status ?? null, from: range.from, to: range.to,
        limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map((r) => ({
          id: Number(r.id), method: r.method, channelName: r.channel_name ?? '', amount: minorToWireNumber(big(r.amount_minor), merchant.currency.minorDigits),
          status: r.status, reference: r.reference, createdAt: iso(r.created_at), completedAt: isoOrNull(r.completed_at),
        })),
        pageNo: query.pageNo, pageSize: query.pageSize, totalCount: total, totalPages: Math.ceil(total / query.pageSize),
        startDate: range.start, endDate: range.end,
      };
    },

    async withdrawReport(merchant, session, query) {
      const range = reportRange(d.clock.now(), query.startDate, query.endDate);
      const { rows, total } = await repo.withdrawalReport(d.db, merchant.id, {
        memberId: session.memberId, status: query.status ?? null, from: range.from, to: range.to,
        limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize,
      });
      return {
        list: rows.map((r) => ({
          id: Number(r.id), amount: minorToWireNumber(big(r.amount_minor), merchant.currency.minorDigits), status: r.status, bankName: r.bank_name,
          accountNumber: maskedAccount(r), createdAt: iso(r.created_at), completedAt: isoOrNull(r.completed_at),
          remark: r.remark,
        })),
        pageNo: query.pageNo, pageSize: query.pageSize, totalCount: total, totalPages: Math.ceil(total / query.pageSize),
        startDate: range.start, endDate: range.end,
      };
    },
  };
}
