/** Display and edge formatting shared by the web app, the BFF and the platform. */
export type { FormatOptions, MoneyFormat } from './money';
export { decimalStringToMinor, formatMinor, formatMoney, minorToDecimalString } from './money';
