import type { FastifyRequest } from 'fastify';
import { clientIp } from '@/lib/net/client-ip';
import type { PlatformConfig } from '../config';

/**
 * The client's address: the socket's peer, or the X-Forwarded-For hop the configured trusted
 * proxies vouch for. Takes only the configuration, so infra and vendors can use it without the
 * whole Deps.
 */
export function requestIp(req: FastifyRequest, deps: { config: Pick<PlatformConfig, 'trustedProxies'> }): string {
  const xff = req.headers['x-forwarded-for'];
  return clientIp(req.socket.remoteAddress ?? '', Array.isArray(xff) ? xff.join(',') : xff, deps.config.trustedProxies);
}
