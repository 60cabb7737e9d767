import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { e2eDataDir, e2ePorts } from '../playwright.config';
import { registeringSpec, registerMember, startTrial, uniqueName } from './support';

registeringSpec();

/** The bootstrap operator's back-office token, as the platform wrote it for `npm run ops`. */
const opsToken = () => readFileSync(path.join(e2eDataDir, 'ops-token'), 'utf8').trim();

test('a member\'s chat message reaches the operator page live, and the operator\'s typing and answer come back live', async ({ page, browser }) => {
  const username = uniqueName('c');
  await registerMember(page.context().request, username, 'secret123');
  await page.goto('/m/chat?back=%2Fm%2Fhome&color=%23aa3300&title=Support');
  await expect(page.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-state', 'open');
  // No token in the address or the page: the socket and the calls ride on the httpOnly cookie.
  expect(page.url()).not.toMatch(/token/i);
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/wps_session/);

  const desk = await browser.newContext({ viewport: { width: 1024, height: 768 }, isMobile: false, hasTouch: false });
  const ops = await desk.newPage();
  await ops.goto('/ops/chat');
  await ops.getByTestId('ops-token').fill('not-the-token-at-all-0000');
  await ops.getByTestId('ops-sign-in').click();
  await expect(ops.getByText('The account has been logged out, please log in again')).toBeVisible();
  await ops.getByTestId('ops-token').fill(opsToken());
  await ops.getByTestId('ops-sign-in').click();
  await expect(ops.getByTestId('ops-chat')).toHaveAttribute('data-socket', 'open');

  // The member writes; the operator page lists the conversation without a reload.
  await page.getByTestId('chat-input').fill('Hello from my phone');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-messages').locator('[data-sender="member"]')).toContainText('Hello from my phone');
  const row = ops.locator(`[data-testid="ops-conversation"][data-username="${username}"]`);
  await expect(row).toContainText('Hello from my phone');
  await row.click();
  await expect(ops.getByTestId('ops-messages')).toContainText('Hello from my phone');

  // The operator types: the member sees it; the answer arrives on the phone without a reload.
  await ops.getByTestId('ops-input').fill('Hi! Let me check');
  await expect(page.getByTestId('chat-typing')).toBeVisible();
  await ops.getByTestId('ops-send').click();
  await expect(page.getByTestId('chat-messages').locator('[data-sender="operator"]')).toContainText('Hi! Let me check');
  await expect(page.getByTestId('chat-typing')).toHaveCount(0);

  // The member's next message lands in the operator's open thread live; the conversation was taken by answering it.
  await page.getByTestId('chat-input').fill('Thanks!');
  await page.getByTestId('chat-send').click();
  await expect(ops.getByTestId('ops-messages').locator('[data-sender="member"]').last()).toContainText('Thanks!');
  await expect(row).toContainText('Assigned to admin');

  // A picture from the phone: re-encoded by the platform, shown on both sides.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#22aa66' } }).png().toBuffer();
  await page.getByTestId('chat-attach').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('chat-messages').getByTestId('chat-picture')).toBeVisible();
  await expect(ops.getByTestId('ops-messages').getByTestId('chat-picture')).toBeVisible();

  // Persisted: a reload of the phone shows the whole conversation.
  await page.reload();
  const thread = page.getByTestId('chat-messages').locator('li');
  await expect(thread).toHaveText([/Hello from my phone/, /Hi! Let me check/, /Thanks!/, /You:/]);
  await expect(thread.last().getByTestId('chat-picture')).toBeVisible();
  await desk.close();
});

test('a trial player is refused the chat screen, and a visitor is sent to log in', async ({ page }) => {
  await page.goto('/m/chat');
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2Fchat$/);
  await startTrial(page.context().request);
  await page.goto('/m/chat');
  await expect(page.getByText('Trial accounts cannot use this function. Please register a real account.')).toBeVisible();
  await expect(page.getByTestId('chat-screen')).toHaveCount(0);
});

test('the message centre badges the chat\'s unread answers, and its row launches the in-house chat, where the answers are read', async ({ page }) => {
  await registerMember(page.context().request, uniqueName('c'), 'secret123');
  expect((await (await page.request.post('/wps/chat/message', { data: { body: 'Is anybody there?' } })).json()).success).toBe(true);
  // Two answers of the operator, through the back office.
  const bo = `http://127.0.0.1:${e2ePorts.platform}/bo/chat/demo`;
  const auth = { authorization: `Bearer ${opsToken()}` };
  const mine = (await (await page.request.get('/wps/chat/messages')).json()).value.messages[0].conversationId as string;
  for (const body of ['Yes!', 'How can we help?']) {
    expect((await page.request.post(`${bo}/conversations/${mine}/messages`, { headers: auth, data: { body } })).ok()).toBe(true);
  }
  await page.goto('/m/message');
  const row = page.locator('[data-entry="liveChat"]');
  await expect(row.getByTestId('badge')).toHaveText('2');
  // The demo merchant's live chat is the in-house one: the launch opens /m/chat after 500 ms, where
  // the answers are read and the badge goes.
  const read = page.waitForResponse((r) => r.url().endsWith('/wps/chat/read'));
  await row.getByTestId('chat-launch').click();
  await expect(page).toHaveURL(/\/m\/chat(\?|$)/);
  await expect(page.getByTestId('chat-messages').locator('[data-sender="operator"]')).toHaveCount(2);
  await read;
  await page.goto('/m/message');
  await expect(page.locator('[data-entry="liveChat"]').getByTestId('badge')).toHaveCount(0);
});
