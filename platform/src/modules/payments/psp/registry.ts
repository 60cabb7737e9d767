import type { PspAdapterFactory } from './adapter';
import { simpay } from './simpay';

/** Every PSP adapter by the name a pg channel stores in psp_adapter (and the callback path carries). */
export const pspAdapters: Readonly<Record<string, PspAdapterFactory>> = { simpay };
export const pspAdapterNames = Object.keys(pspAdapters);
