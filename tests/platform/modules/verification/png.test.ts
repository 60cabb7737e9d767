import { inflateSync } from 'node:zlib';
import { crc32, encodePng } from '@/platform/src/modules/verification/png';

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

/** Splits a PNG into its chunks, as a decoder would. */
function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    const len = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + len);
    out.push({ type, data, crc: png.readUInt32BE(at + 8 + len) });
    at += 12 + len;
  }
  return out;
}

describe('png encoder', () => {
  const width = 3;
  const height = 2;
  const rgb = Uint8Array.from([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 40, 50, 60, 70, 80, 90]);

  it('computes the standard CRC-32 check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('1234'), Buffer.from('56789'))).toBe(0xcbf43926);
  });

  it('writes the signature, then IHDR, IDAT and IEND with valid CRCs', () => {
    const png = encodePng({ width, height, rgb });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const c of list) expect(c.crc).toBe(crc32(Buffer.from(c.type, 'ascii'), c.data));
  });

  it('describes an 8-bit truecolour image without interlace in IHDR', () => {
    const ihdr = chunks(encodePng({ width, height, rgb }))[0]!.data;
    expect(ihdr.length).toBe(13);
    expect(ihdr.readUInt32BE(0)).toBe(width);
    expect(ihdr.readUInt32BE(4)).toBe(height);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('stores the pixels row by row behind filter byte 0, deflated', () => {
    const idat = chunks(encodePng({ width, height, rgb }))[1]!.data;
    const raw = inflateSync(idat);
    expect(raw.length).toBe((width * 3 + 1) * height);
    expect(raw[0]).toBe(0);
    expect(raw[width * 3 + 1]).toBe(0);
    expect([...raw.subarray(1, 1 + width * 3), ...raw.subarray(width * 3 + 2)]).toEqual([...rgb]);
  });

  it('refuses a wrong buffer size or an oversized image', () => {
    expect(() => encodePng({ width: 2, height: 2, rgb: new Uint8Array(11) })).toThrow(/12 bytes/);
    expect(() => encodePng({ width: 5000, height: 1, rgb: new Uint8Array(15000) })).toThrow(/size/);
  });
});
