/**
 * A login's time as the security centre prints it: `YYYY-MM-DD HH:mm UTC`. The page is rendered
 * on the server, which does not know the phone's time zone, and the merchant's time zone is not in
 * the system status the web reads; a time that says its zone is true wherever it is read.
 */
export function loginTimeText(epoch_ms: number): string {
  return `${new Date(epoch_ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
