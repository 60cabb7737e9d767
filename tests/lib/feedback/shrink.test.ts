import { fittedSize } from '@/lib/feedback/shrink';

describe('a picture before it is sent', () => {
  it('draws a picture larger than the platform keeps down to 1600 px on its longer side, and leaves smaller ones', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(1080, 2400)).toEqual({ width: 720, height: 1600 });
    expect(fittedSize(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fittedSize(64, 48)).toEqual({ width: 64, height: 48 });
  });
});
