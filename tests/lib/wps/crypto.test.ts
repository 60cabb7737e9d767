import { constants, createPublicKey, generateKeyPairSync, privateDecrypt, publicEncrypt } from 'node:crypto';
import CryptoJS from 'crypto-js';
import {
  decryptRequestBody,
  desDecrypt,
  desEncrypt,
  encryptRequestBody,
  randomKey,
  rsaUnwrapKey,
  rsaWrapKey,
} from '@/lib/wps/crypto';
import { WpsError } from '@/lib/wps/errors';
import { generateRsaKeyPair } from '@/lib/wps/rsa-keys';

const rsa = generateRsaKeyPair(1024);
const otherRsa = generateRsaKeyPair(1024);
const fixedKey = 'Ab3dEf7hIj0lMn5p';
const payload = { username: 'alice', password: 'secret-pässword', type: 1, nested: { list: [1, 2, 3] } };

const hexToB64Url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');
const publicKeyObject = () =>
  createPublicKey({ key: { kty: 'RSA', n: hexToB64Url(rsa.n), e: 'AQAB' }, format: 'jwk' });

function cryptoJsEncrypt(plaintext: string, key: string, padding = CryptoJS.pad.Pkcs7): string {
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), CryptoJS.enc.Utf8.parse(key.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding,
  }).ciphertext.toString(CryptoJS.enc.Base64);
}

function expectBodyRejected(run: () => unknown) {
  let thrown: unknown;
  try {
    run();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(WpsError);
  expect((thrown as WpsError).code).toBe('request_body_required');
}

describe('randomKey', () => {
  it('makes 16 characters from [A-Za-z0-9] with the default source', () => {
    const keys = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const key = randomKey();
      expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
      keys.add(key);
    }
    expect(keys.size).toBe(200);
  });

  it('draws from its injected source and skips bytes at or above 248', () => {
    const requested: number[] = [];
    const source = (n: number) => {
      requested.push(n);
      // 248..255 would bias the alphabet and must be thrown away; 62 wraps back to 'A', 247 is '9'.
      return Uint8Array.from([248, 255, 0, 1, 25, 26, 51, 52, 61, 62, 63, 247, 250, 2, 3, 4, 5, 6, 7, 8]);
    };
    expect(randomKey(source)).toBe('ABZaz09AB9CDEFGH');
    expect(requested).toEqual([32]);
  });

  it('asks again when a batch has too few usable bytes', () => {
    let call = 0;
    const source = (n: number) => (call++ === 0 ? new Uint8Array(n).fill(255) : new Uint8Array(n).fill(1));
    expect(randomKey(source)).toBe('B'.repeat(16));
    expect(call).toBe(2);
  });

  it('gives up on a source that never yields a usable byte', () => {
    expect(() => randomKey((n) => new Uint8Array(n).fill(250))).toThrow(/random source/);
  });
});

describe('DES', () => {
  it('round-trips text, including non-ASCII', () => {
    const text = JSON.stringify(payload);
    expect(desDecrypt(desEncrypt(text, fixedKey), fixedKey)).toBe(text);
  });

  it('uses only the first 8 bytes of the key', () => {
    expect(desEncrypt('hello', 'Ab3dEf7hXXXXXXXX')).toBe(desEncrypt('hello', fixedKey));
  });

  it('matches a ciphertext made with CryptoJS.DES by hand, both ways', () => {
    const text = '{"a":"b","n":12345}';
    const byHand = cryptoJsEncrypt(text, fixedKey);
    expect(desEncrypt(text, fixedKey)).toBe(byHand);
    expect(desDecrypt(byHand, fixedKey)).toBe(text);
    const ours = desEncrypt(text, fixedKey);
    const theirs = CryptoJS.DES.decrypt(ours, CryptoJS.enc.Utf8.parse(fixedKey.slice(0, 8)), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    });
    expect(theirs.toString(CryptoJS.enc.Utf8)).toBe(text);
  });

  it('pads a whole-block plaintext with a full block', () => {
    expect(Buffer.from(desEncrypt('12345678', fixedKey), 'base64')).toHaveLength(16);
  });

  it('rejects padding that CryptoJS would accept blindly', () => {
    // Last byte 3 but the two before it are not 3: CryptoJS would strip 3 bytes and get "[1,2]".
    const block = CryptoJS.enc.Latin1.parse('[1,2]\x01\x03\x03');
    const bad = CryptoJS.DES.encrypt(block, CryptoJS.enc.Utf8.parse(fixedKey.slice(0, 8)), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.NoPadding,
    }).ciphertext.toString(CryptoJS.enc.Base64);
    expect(() => desDecrypt(bad, fixedKey)).toThrow(/padding/);
  });

  it('refuses a key shorter than 8 bytes', () => {
    expect(() => desEncrypt('x', 'short')).toThrow(/8 bytes/);
  });
});

describe('RSA key wrapping', () => {
  it('generates a 1024-bit key pair as hex', () => {
    expect(rsa.n).toMatch(/^[0-9a-f]{256}$/);
    expect(rsa.d).toMatch(/^[0-9a-f]+$/);
    expect(rsa.e).toBe(65537);
  });

  it('unwraps what it wraps', () => {
    const wrapped = rsaWrapKey(fixedKey, rsa.n);
    expect(wrapped).toMatch(/^[0-9a-f]{256}$/);
    expect(rsaUnwrapKey(wrapped, rsa)).toBe(fixedKey);
  });

  it('equals textbook RSA: node publicEncrypt with no padding over the left-zero-padded key', () => {
    const block = Buffer.alloc(128);
    Buffer.from(fixedKey, 'utf8').copy(block, 128 - fixedKey.length);
    const node = publicEncrypt({ key: publicKeyObject(), padding: constants.RSA_NO_PADDING }, block);
    expect(rsaWrapKey(fixedKey, rsa.n)).toBe(node.toString('hex'));
    expect(rsaUnwrapKey(node.toString('hex'), rsa)).toBe(fixedKey);
  });

  it('lets node privateDecrypt with no padding recover the left-zero-padded key block', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
    const n = Buffer.from(privateKey.export({ format: 'jwk' }).n!, 'base64url').toString('hex');
    const block = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, Buffer.from(rsaWrapKey(fixedKey, n), 'hex'));
    expect(block.subarray(0, 128 - 16).every((b) => b === 0)).toBe(true);
    expect(block.subarray(128 - 16).toString('utf8')).toBe(fixedKey);
  });

  it('reads the RSA.js convention: the reversed key packed little-endian is the same integer', () => {
    const reversed = [...fixedKey].reverse().map((c) => c.charCodeAt(0));
    const littleEndian = reversed.reduce((acc, byte, i) => acc + (BigInt(byte) << BigInt(8 * i)), 0n);
    const bigEndian = BigInt(`0x${Buffer.from(fixedKey).toString('hex')}`);
    expect(littleEndian).toBe(bigEndian);
  });

  it('strips quotes and whitespace around the modulus', () => {
    expect(rsaWrapKey(fixedKey, ` "${rsa.n}"\n`)).toBe(rsaWrapKey(fixedKey, rsa.n));
  });

  it('accepts an upper-case ciphertext without leading zeros', () => {
    const wrapped = rsaWrapKey(fixedKey, rsa.n);
    const stripped = BigInt(`0x${wrapped}`).toString(16).toUpperCase();
    expect(rsaUnwrapKey(stripped, rsa)).toBe(fixedKey);
  });
});

describe('encryptRequestBody / decryptRequestBody', () => {
  it('sends {"value"} with Encryption, X-Digest and X-RSA', () => {
    const { body, headers } = encryptRequestBody(payload, `"${rsa.n}"`, fixedKey);
    expect(headers['X-Digest']).toBe(body.value);
    expect(headers['X-RSA']).toBe(rsa.n);
    expect(headers.Encryption).toBe(rsaWrapKey(fixedKey, rsa.n));
    expect(desDecrypt(body.value, fixedKey)).toBe(JSON.stringify(payload));
  });

  it('uses a fresh key for every call by default', () => {
    const a = encryptRequestBody(payload, rsa.n);
    const b = encryptRequestBody(payload, rsa.n);
    expect(a.headers.Encryption).not.toBe(b.headers.Encryption);
    expect(a.body.value).not.toBe(b.body.value);
  });

  it('round-trips {"value"} as text', () => {
    const { body, headers } = encryptRequestBody(payload, rsa.n);
    expect(decryptRequestBody(JSON.stringify(body), headers.Encryption, rsa)).toEqual(payload);
  });

  it('round-trips {"value"} already parsed by a body parser', () => {
    const { body, headers } = encryptRequestBody(payload, rsa.n);
    expect(decryptRequestBody(body, headers.Encryption, rsa)).toEqual(payload);
  });

  it('round-trips the raw Base64 text', () => {
    const { body, headers } = encryptRequestBody(payload, rsa.n);
    expect(decryptRequestBody(body.value, headers.Encryption, rsa)).toEqual(payload);
  });

  it('round-trips a JSON string literal of the Base64', () => {
    const { body, headers } = encryptRequestBody(payload, rsa.n);
    expect(decryptRequestBody(JSON.stringify(body.value), headers.Encryption, rsa)).toEqual(payload);
  });

  it('round-trips a Buffer of the request text', () => {
    const { body, headers } = encryptRequestBody(payload, rsa.n);
    expect(decryptRequestBody(Buffer.from(JSON.stringify(body)), headers.Encryption, rsa)).toEqual(payload);
  });

  it('accepts an array payload', () => {
    const { body, headers } = encryptRequestBody([1, 'two'], rsa.n);
    expect(decryptRequestBody(body, headers.Encryption, rsa)).toEqual([1, 'two']);
  });

  it('decrypts a body a CryptoJS client made by hand', () => {
    const value = cryptoJsEncrypt(JSON.stringify(payload), fixedKey);
    expect(decryptRequestBody({ value }, rsaWrapKey(fixedKey, rsa.n), rsa)).toEqual(payload);
  });

  describe('answers request_body_required', () => {
    const good = encryptRequestBody(payload, rsa.n, fixedKey);
    const header = good.headers.Encryption;
    const withPlaintext = (plaintext: string) => ({ value: desEncrypt(plaintext, fixedKey) });

    it('without an Encryption header', () => {
      expectBodyRejected(() => decryptRequestBody(good.body, undefined, rsa));
      expectBodyRejected(() => decryptRequestBody(good.body, '', rsa));
      expectBodyRejected(() => decryptRequestBody(good.body, '   ', rsa));
    });

    it('for a header that is not hex', () => {
      expectBodyRejected(() => decryptRequestBody(good.body, 'zz', rsa));
      expectBodyRejected(() => decryptRequestBody(good.body, `0x${header}`, rsa));
    });

    it('for a header longer than 1024 hex digits', () => {
      expectBodyRejected(() => decryptRequestBody(good.body, header.padStart(1025, '0'), rsa));
    });

    it('for a header at or above the modulus', () => {
      expectBodyRejected(() => decryptRequestBody(good.body, rsa.n, rsa));
      expectBodyRejected(() => decryptRequestBody(good.body, '0', rsa));
    });

    it('for a key wrapped with another merchant\'s modulus', () => {
      const foreign = rsaWrapKey(fixedKey, otherRsa.n);
      expectBodyRejected(() => decryptRequestBody(good.body, foreign, rsa));
    });

    it('for a body encrypted under another key', () => {
      expectBodyRejected(() => decryptRequestBody(good.body, rsaWrapKey('Zz9yXx8wVv7uTt6s', rsa.n), rsa));
    });

    it('for a ciphertext that is not Base64', () => {
      expectBodyRejected(() => decryptRequestBody({ value: 'not base64!' }, header, rsa));
      expectBodyRejected(() => decryptRequestBody('abc', header, rsa));
      expectBodyRejected(() => decryptRequestBody({ value: '' }, header, rsa));
      expectBodyRejected(() => decryptRequestBody('', header, rsa));
    });

    it('for a ciphertext that is not whole blocks', () => {
      expectBodyRejected(() => decryptRequestBody({ value: Buffer.alloc(12).toString('base64') }, header, rsa));
    });

    it('for bad padding', () => {
      const block = CryptoJS.enc.Latin1.parse('[1,2]\x01\x03\x03');
      const value = CryptoJS.DES.encrypt(block, CryptoJS.enc.Utf8.parse(fixedKey.slice(0, 8)), {
        mode: CryptoJS.mode.ECB,
        padding: CryptoJS.pad.NoPadding,
      }).ciphertext.toString(CryptoJS.enc.Base64);
      expectBodyRejected(() => decryptRequestBody({ value }, header, rsa));
    });

    it('for a plaintext that is not JSON', () => {
      expectBodyRejected(() => decryptRequestBody(withPlaintext('username=alice'), header, rsa));
    });

    it('for a plaintext that is not an object or array', () => {
      for (const plaintext of ['42', '"alice"', 'null', 'true']) {
        expectBodyRejected(() => decryptRequestBody(withPlaintext(plaintext), header, rsa));
      }
    });

    it('for a body of the wrong shape', () => {
      for (const raw of [undefined, null, 42, [good.body.value], { value: 42 }, { other: good.body.value }, '{"value":', '"unterminated', '{"value":42}', '"\\u0000"']) {
        expectBodyRejected(() => decryptRequestBody(raw, header, rsa));
      }
    });

    it('for a body over 256 KB', () => {
      const big = encryptRequestBody({ blob: 'x'.repeat(256 * 1024) }, rsa.n, fixedKey);
      expectBodyRejected(() => decryptRequestBody(big.body, big.headers.Encryption, rsa));
      expectBodyRejected(() => decryptRequestBody(JSON.stringify(big.body), big.headers.Encryption, rsa));
      expectBodyRejected(() => decryptRequestBody(big.body.value, big.headers.Encryption, rsa));
      expectBodyRejected(() => decryptRequestBody(Buffer.from(big.body.value), big.headers.Encryption, rsa));
    });

    it('for a tampered ciphertext', () => {
      const bytes = Buffer.from(good.body.value, 'base64');
      for (const at of [0, Math.floor(bytes.length / 2), bytes.length - 1]) {
        const tampered = Buffer.from(bytes);
        tampered[at] ^= 0x01;
        expectBodyRejected(() => decryptRequestBody({ value: tampered.toString('base64') }, header, rsa));
      }
    });

    it('for a tampered Encryption header', () => {
      const last = header.slice(-1) === '0' ? '1' : '0';
      expectBodyRejected(() => decryptRequestBody(good.body, header.slice(0, -1) + last, rsa));
    });
  });
});
