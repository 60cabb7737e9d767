import { addImages, base64OfDataUrl, canConfirm, contentCount, feedbackFormErrors, feedbackLoading_ms, typeToSend } from '@/lib/feedback/form';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the feedback form (SPEC §2, §5, §9)', () => {
  it('keeps confirm disabled while the description is empty or blank', () => {
    expect([canConfirm(''), canConfirm('   \n'), canConfirm('x')]).toEqual([false, false, true]);
  });

  it('asks for the captcha (enter the code) and holds the description to 140 characters', () => {
    expect(feedbackFormErrors({ content: 'ok', captcha: '' })).toEqual({ content: null, captcha: 'enterTheCode' });
    expect(feedbackFormErrors({ content: '字'.repeat(141), captcha: '12' })).toEqual({ content: 'tooLong', captcha: null });
    expect(contentCount(' 字字 ')).toEqual({ count: 2, max: 140 });
  });

  it('keeps png and jpg images up to 3 of 5 MB, and says why the rest were left out', () => {
    const a = file('a.png', 'image/png');
    expect(addImages([], [a, file('b.jpg', 'image/jpeg'), file('c.jpeg', '')])).toEqual({ images: [a, expect.anything(), expect.anything()], refused: null });
    expect(addImages([a, a, a], [file('d.png', 'image/png')])).toEqual({ images: [a, a, a], refused: 'tooManyFiles' });
    expect(addImages([a], [file('e.gif', 'image/gif'), file('f.png', 'image/png')]).images.map((f) => f.name)).toEqual(['a.png', 'f.png']);
    expect(addImages([], [file('big.png', 'image/png', 5 * 1024 * 1024 + 1)])).toEqual({ images: [], refused: 'fileTooLarge' });
  });

  it('sends other while no type is picked, the picked one otherwise', () => {
    expect([typeToSend(-1), typeToSend(2), typeToSend(0), typeToSend(6)]).toEqual([0, 2, 0, 6]);
  });

  it('shows the loading toast 10 s at most and sends the Base64 of a data URL', () => {
    expect(feedbackLoading_ms).toBe(10_000);
    expect(base64OfDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
  });

});
