import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gameListValueSchema, launchGameValueSchema } from '@/lib/wps/schemas/games';
import { describeEachDb } from '@/tests/support/db';
import { freshIp } from '@/tests/support/clock';
import { makeMember } from '@/tests/support/members';
import { useOpsCli } from '@/tests/support/ops';
import { usePlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

/**
 * An operator signs an outside vendor: its games come in with game:import, switched off; the
 * seamless-wallet vendor is made with vendor:create and linked with vendor:set; only then do
 * its games show in the lobby, and a launch hands the vendor a session of the wallet.
 */
describeEachDb('an operator links an outside vendor (vendor:create, game:import, vendor:set)', (get) => {
  const platform = usePlatform(get);
  const { ops } = useOpsCli(platform);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'ops-import-')), 'acme.json');
  const list = async (query: Record<string, string>) => gameListValueSchema.parse((await wpsCall(platform().app, 'gameList', { query })).json().value).content;

  it('shows the vendor\'s games once linked, and launches them through the wallet', async () => {
    const p = platform();
    writeFileSync(file, JSON.stringify({
      vendor: { vassalage: 'acme', displayName: 'Acme Games' },
      games: [
        { gameId: 'acme-pinball', gameType: 'RNG', names: { EN: 'Acme Pinball', ZH: '顶点弹球' }, minBet: '0.5', supportPlay: true },
        { gameId: 'acme-football', gameType: 'SPORTS', names: { EN: 'Acme Football' }, minBet: '1' },
      ],
    }));
    const imported = await ops(['game:import', 'demo', file]);
    expect(imported.code).toBe(0);
    expect(imported.out).toContain('Vendor ACME of demo: added, switched off until linked');
    expect(imported.out).toContain('2 games added, 0 kept');
    // Imported, not linked: nothing of it in the lobby yet.
    expect((await list({ vassalage: 'ACME' })).totalCount).toBe(0);
    expect((await list({ gameType: 'SPORTS' })).totalCount).toBe(0);

    expect((await ops('vendor:create demo acme --name "Acme Games"')).code).toBe(0);
    const linked = await ops('vendor:set demo ACME walletVendor=acme launchUrl=https://acme.example/play?t={token}&g={gameId} enabled=true');
    expect(linked.code).toBe(0);
    const games = await list({ vassalage: 'ACME', pageSize: '10' });
    expect(games.games.map((g) => [g.gameId, g.gameType, g.gameName])).toEqual([['acme-pinball', 'RNG', 'Acme Pinball'], ['acme-football', 'SPORTS', 'Acme Football']]);
    expect((await wpsCall(p.app, 'gameList', { query: { vassalage: 'ACME', gameType: 'RNG' }, headers: { language: 'ZH' } })).json().value.content.games[0].gameName).toBe('顶点弹球');
    // Its art is its type's picture, without its name on it.
    const art = await p.app.inject({ method: 'GET', url: games.games[1]!.showIcon.replace('.webp', '.svg') });
    expect(art.statusCode).toBe(200);
    expect(art.body).not.toMatch(/<text[^>]*>Acme/);

    const demo = (await p.deps.merchants.byCode('demo'))!;
    const m = await makeMember(p);
    const session = (await p.deps.sessions!.issue(p.deps.db, demo.id, m.id, { ip: freshIp(), device: 'H5', remember: false })).token;
    const launch = await wpsCall(p.app, 'launchGame', { token: session, query: { vassalage: 'ACME', gameId: 'acme-pinball', accountType: 1 } });
    expect(launch.statusCode).toBe(200);
    const url = new URL(launchGameValueSchema.parse(launch.json().value).content.game_url);
    expect([url.host, url.searchParams.get('g')]).toEqual(['acme.example', 'acme-pinball']);
    expect(url.searchParams.get('t')).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    // Again: what is there is kept; an unknown field or the house's code is refused before any call.
    expect((await ops(['game:import', 'demo', file])).out).toContain('already there; 0 games added, 2 kept');
    writeFileSync(file, JSON.stringify({ vendor: { vassalage: 'HOUSE', displayName: 'x' }, games: [{ gameId: 'x', gameType: 'RNG', names: { EN: 'x' }, minBet: '1' }] }));
    expect((await ops(['game:import', 'demo', file])).code).not.toBe(0);
    const audit = await p.app.inject({ method: 'GET', url: '/bo/audit?merchant=demo&limit=20', headers: { authorization: `Bearer ${p.opsToken}` } });
    expect((audit.json().value as { action: string }[]).map((a) => a.action)).toEqual(expect.arrayContaining(['catalog.import', 'catalog.vendor.set']));
  });
});
