import type { FastifyInstance } from 'fastify';
import type { Deps } from '../context';
import { backofficeRoutes } from './backoffice/routes';
import { merchantRoutes } from './merchants/routes';

export type ModuleRoutes = (app: FastifyInstance, deps: Deps) => Promise<void>;

/** Every business area's routes, in registration order. */
export const modules: ModuleRoutes[] = [merchantRoutes, backofficeRoutes];
