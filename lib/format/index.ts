/** Display and edge formatting shared by the web app, the BFF and the platform. */
export type { FormatOptions, MoneyFormat, WireNumberOptions } from './money';
export {
  decimalStringToMinor, defaultCurrency, formatDecimalText, formatMinor, formatMoney, minorToDecimalString, minorToWireNumber,
  wireNumberExact_minor, wireNumberToMinor,
} from './money';
export { accountNumberGroups } from './account-number';
