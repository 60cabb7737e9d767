/** The back office's views of a merchant are declared in context.ts, beside MerchantService, which returns them. */
export type { MerchantSummary, MerchantView } from '../../context';
