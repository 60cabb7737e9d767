import { expect, test } from '@playwright/test';

test('a cross-site POST through the BFF is refused and changes nothing', async ({ request }) => {
  const res = await request.post('/wps/session/login', {
    headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
    data: { username: 'demo', password: 'whatever1', type: 'username' },
  });
  expect(res.status()).toBe(403);
  expect(await res.json()).toMatchObject({ success: false, errorCode: 'cross.site.refused' });
  expect(res.headers()['set-cookie'] ?? '').not.toContain('wps_session');
});

test('the BFF answers the system status as plain JSON without any token', async ({ request }) => {
  const res = await request.get('/wps/system/status');
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body).toMatchObject({ success: true, value: { status: 0, maintenance: false, regionRestriction: false } });
  expect(body.value.info.whitelabel.merchantCode).toBe('demo');
  expect(JSON.stringify(body)).not.toMatch(/"token"/);
});

test('a path outside the call table is not forwarded', async ({ request }) => {
  const res = await request.get('/wps/bo/merchants');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false, errorCode: 'not.found' });
});
