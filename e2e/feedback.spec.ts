import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { readCaptcha } from './captcha-reader';
import { ops, registerMember, registeringSpec, uniqueName } from './support';

// Members are registered through the API on the demo merchant, each test from an address of its own.
registeringSpec();

/** A photo as a phone takes it: a JPEG with the place in its EXIF, which the product must not keep. */
const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
  .jpeg().withExif({ IFD0: { ImageDescription: 'GPS 48.8584N 2.2945E' } }).toBuffer();

/** Types the answer of the captcha the form shows, read off its image. */
async function solveCaptcha(page: Page): Promise<void> {
  const img = page.getByTestId('captcha-image').locator('img');
  await expect(img).toBeVisible();
  const src = (await img.getAttribute('src'))!;
  await page.getByPlaceholder('Enter code').fill(await readCaptcha(Buffer.from(src.slice(src.indexOf(',') + 1), 'base64')));
}

test('a visitor is sent to the login, and comes back to the feedback afterwards', async ({ page }) => {
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2Ffeedback$/);
});

test('a member sends feedback with a photo and the captcha; the operator reads it, answers, and the answer reaches the inbox', async ({ page }) => {
  // Three operator commands, each an `npm run ops` process of its own.
  test.slow();
  const username = uniqueName('fb');
  await registerMember(page.context().request, username, 'secret123');
  await page.goto('/m/feedback');

  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('Question type').selectOption({ label: 'Deposit' });
  await page.getByLabel('Description').fill('My deposit of 100 has not arrived');
  await expect(confirm).toBeEnabled();
  await expect(page.getByText('33/140')).toBeVisible();

  // Two pictures picked, one removed: the preview follows.
  const jpeg = await photo();
  await page.getByTestId('feedback-images').setInputFiles([
    { name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: jpeg },
  ]);
  await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove image 2' }).click();
  await expect(page.getByRole('img', { name: /^Image \d$/ })).toHaveCount(1);

  // Confirm without the captcha asks for it, and sends nothing.
  await confirm.click();
  await expect(page.getByText('enter the code')).toBeVisible();
  await solveCaptcha(page);
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you, your feedback has been sent.' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);

  // The operator sees it with its picture, re-encoded without the EXIF, and answers.
  const [f] = JSON.parse(await ops('feedback:list', 'demo', '--username', username, '--json')) as { id: number; type: number; content: string; status: string; images: { mime: string; width: number }[] }[];
  expect(f).toMatchObject({ type: 1, content: 'My deposit of 100 has not arrived', status: 'new', images: [{ mime: 'image/jpeg', width: 64 }] });
  expect(await ops('feedback:show', 'demo', String(f!.id))).toContain('image 1   image/jpeg 64×48');
  expect(await ops('feedback:answer', 'demo', String(f!.id), 'It arrived at 10:02, please check your wallet.')).toContain('answered');

  const inbox = await (await page.request.get('/wps/message/inbox')).json();
  expect(inbox.value.content).toContainEqual(expect.objectContaining({
    kind: 'feedback', title: 'Re: My deposit of 100 has not arrived', content: expect.stringContaining('It arrived at 10:02, please check your wallet.'),
  }));
});

test('a large photo is drawn down to the 1600 px the platform keeps before it is sent', async ({ page }) => {
  test.slow();
  const username = uniqueName('fb');
  await registerMember(page.context().request, username, 'secret123');
  // A 12 MP-like photo of noise (it does not compress): about 2 MB as a JPEG.
  const noise = Buffer.alloc(2400 * 1800 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const big = await sharp(noise, { raw: { width: 2400, height: 1800, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  expect(big.length).toBeLessThan(5 * 1024 * 1024);
  await page.goto('/m/feedback');
  await page.getByLabel('Description').fill('Screenshot of the error');
  await page.getByTestId('feedback-images').setInputFiles([{ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: big }]);
  await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  await solveCaptcha(page);
  const request = page.waitForRequest((r) => r.url().endsWith('/wps/feedback') && r.method() === 'PUT');
  await page.getByRole('button', { name: 'Confirm' }).click();
  const sent = JSON.parse((await request).postData()!) as { images: { name: string; data: string }[] };
  const upload = Buffer.from(sent.images[0]!.data, 'base64');
  expect((await sharp(upload).metadata())).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
  expect(upload.length).toBeLessThan(big.length);
  await expect(page).toHaveURL(/\/m\/home$/);
  const [f] = JSON.parse(await ops('feedback:list', 'demo', '--username', username, '--json')) as { images: { width: number; height: number }[] }[];
  expect(f!.images).toEqual([expect.objectContaining({ width: 1600, height: 1200 })]);
});

test('a wrong captcha is refused with a new image, and the text stays', async ({ page }) => {
  await registerMember(page.context().request, uniqueName('fb'), 'secret123');
  await page.goto('/m/feedback');
  await page.getByLabel('Description').fill('Game froze');
  const img = page.getByTestId('captcha-image').locator('img');
  await expect(img).toBeVisible();
  const first = await img.getAttribute('src');
  await page.getByPlaceholder('Enter code').fill('0000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Verification code error' })).toBeVisible();
  await expect(img).not.toHaveAttribute('src', first!);
  await expect(page.getByLabel('Description')).toHaveValue('Game froze');
  await expect(page).toHaveURL(/\/m\/feedback$/);
});
