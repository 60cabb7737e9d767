/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { FeedbackClient } from '@/components/feedback/feedback-client';
import { renderWithIntl } from '../frame/render';
import { mockFetch, wpsAnswer, wpsRefusal } from '@/tests/support/wps-answer';

const router = { back: jest.fn(), push: jest.fn(), replace: jest.fn(), refresh: jest.fn() };
jest.mock('next/navigation', () => ({ usePathname: () => '/m/feedback', useRouter: () => router }));

beforeEach(() => jest.clearAllMocks());

/** A 1×1 PNG as the captcha call answers it (base64). */
const captchaPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const route = (feedback: () => ReturnType<typeof wpsAnswer>) => ({ path }: { path: string }) =>
  path.startsWith('/wps/captcha') ? wpsAnswer('captcha', captchaPng) : feedback();
const sent = (calls: { path: string }[]) => calls.filter((c) => c.path === '/wps/feedback');
const textbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;

describe('FeedbackClient', () => {
  it('keeps confirm disabled while the description is empty, and asks for the captcha before sending', async () => {
    const calls = mockFetch(route(() => wpsAnswer('feedback', null)));
    renderWithIntl(<FeedbackClient imagesAllowed={false} sender="alice" />);
    const confirm = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(textbox('Description'), { target: { value: '   ' } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(textbox('Description'), { target: { value: 'Withdrawal is late' } });
    expect(confirm.disabled).toBe(false);
    expect(screen.getByText('18/140')).toBeTruthy();
    await act(async () => { fireEvent.click(confirm); });
    expect(screen.getByText('enter the code')).toBeTruthy();
    expect(sent(calls)).toEqual([]);
    // No image picker where the merchant does not allow images.
    expect(screen.queryByRole('button', { name: /Add image/ })).toBeNull();
  });

  it('sends type, text, sender and captcha, shows the success toast, then goes home after 1 s', async () => {
    jest.useFakeTimers();
    try {
      const calls = mockFetch(route(() => wpsAnswer('feedback', null)));
      renderWithIntl(<FeedbackClient imagesAllowed={false} sender="alice" />);
      fireEvent.change(screen.getByLabelText('Question type'), { target: { value: '2' } });
      fireEvent.change(textbox('Description'), { target: { value: ' Withdrawal is late ' } });
      fireEvent.change(textbox('Verification code'), { target: { value: '1234' } });
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Confirm' })); });
      expect(sent(calls)).toEqual([{ method: 'PUT', path: '/wps/feedback', body: { content: 'Withdrawal is late', sender: 'alice', type: 2, captcha: '1234' } }]);
      expect(screen.getByText('Thank you, your feedback has been sent.')).toBeTruthy();
      // SPEC §9: the success toast stays 1 s; then the screen leaves for /m/home.
      const replacedAt = (ms: number) => { act(() => { jest.advanceTimersByTime(ms); }); return router.replace.mock.calls.map((c) => c[0]); };
      expect([replacedAt(999), replacedAt(1)]).toEqual([[], ['/m/home']]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends other when no type was picked, and says what the platform refused with a fresh captcha', async () => {
    const calls = mockFetch(route(() => wpsRefusal('feedback', 'captcha.invalid')));
    renderWithIntl(<FeedbackClient imagesAllowed={false} sender="" />);
    fireEvent.change(textbox('Description'), { target: { value: 'Hi' } });
    fireEvent.change(textbox('Verification code'), { target: { value: '99' } });
    const captchas = () => calls.filter((c) => c.path.startsWith('/wps/captcha')).length;
    const before = captchas();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Confirm' })); });
    expect(sent(calls)[0]!).toMatchObject({ body: { type: 0 } });
    expect(screen.getByRole('alert').textContent).toBe('Verification code error');
    expect(textbox('Verification code').value).toBe('');
    expect(captchas()).toBe(before + 1);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('keeps up to 3 png or jpg images with previews and remove buttons, and refuses other files', async () => {
    mockFetch(route(() => wpsAnswer('feedback', null)));
    let n = 0;
    URL.createObjectURL = jest.fn(() => `blob:preview-${++n}`);
    URL.revokeObjectURL = jest.fn();
    renderWithIntl(<FeedbackClient imagesAllowed sender="alice" />);
    const picker = screen.getByTestId('feedback-images');
    const png = (name: string) => new File([new Uint8Array(10)], name, { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [png('a.png'), new File(['x'], 'notes.gif', { type: 'image/gif' })] } });
    expect(screen.getAllByRole('img', { name: /^Image/ })).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toBe('Only png and jpg images');
    fireEvent.change(picker, { target: { files: [png('b.png'), png('c.png'), png('d.png')] } });
    expect(screen.getAllByRole('img', { name: /^Image/ })).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe('At most 3 images');
    expect(screen.queryByRole('button', { name: /Add image/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getAllByRole('img', { name: /^Image/ }).map((i) => i.getAttribute('src'))).toEqual(['blob:preview-1', 'blob:preview-3']);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.getByRole('button', { name: /Add image/ })).toBeTruthy();
  });
});
