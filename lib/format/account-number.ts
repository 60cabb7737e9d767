/**
 * A receiving account number as groups a member can read back and a line may break between,
 * never inside (issue 15: "6222020200112233" wrapped as "622202020011 / 2233" at 360 px).
 *
 * A number written with its own separators (spaces or dashes, "123-456-789") keeps them, each
 * separator ending its group. A bare run of letters and digits (card numbers, IBANs) is cut
 * into fours from the left, as banks print them. Anything else (an e-wallet address, an e-mail)
 * is one group: cutting it would change what it says.
 */
export function accountNumberGroups(accountNumber: string): string[] {
  const text = accountNumber.trim();
  if (/^[0-9A-Za-z]+$/.test(text)) return text.match(/.{1,4}/g) ?? [];
  if (/^[0-9A-Za-z]+([ -]+[0-9A-Za-z]+)+$/.test(text)) return text.match(/[0-9A-Za-z]+[ -]*/g)!.map((g) => g.replace(/ +$/, ''));
  return text ? [text] : [];
}
