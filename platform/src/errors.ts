import { WpsError } from '@/lib/wps/errors';

/**
 * A field-level input error: 400 request.invalid with the fields an operator must fix. A leaf,
 * so services and the /bo toolkit (http/bo-route.ts) share one shape without importing a module.
 */
export function invalidInput(issues: { field: string; message: string }[]): WpsError {
  return new WpsError('request.invalid', { fields: issues.map((i) => i.field), issues });
}
