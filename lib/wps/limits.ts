/**
 * The size and time limits of a request, one set for the web edge (the BFF and scripts/web-server.ts)
 * and the platform (platform/src/app.ts), so that whatever the BFF accepts the platform reads too,
 * and what one refuses the other refuses with the same answer.
 */

/** The largest request body read: an encrypted register payload is a few KB, a head icon form far less than this. */
export const requestBody_bytes_max = 256 * 1024;

/**
 * The largest request line and header block read (Node's default, made explicit): a longer URL is
 * answered 414, a larger header block 431, both `request.too.large`.
 */
export const requestHead_bytes_max = 16 * 1024;

/**
 * The largest plaintext of an encrypted call. Its ciphertext (Base64, a third larger) travels
 * twice, as the body and again in the X-Digest header, so it must fit in the header block with
 * the other headers: 8 KiB becomes at most 10,936 characters of the 16 KiB.
 */
export const encryptedPayload_bytes_max = 8 * 1024;

/**
 * The time a client has to send a whole request, head and body: a body announced by
 * Content-Length that never arrives holds a connection no longer than this.
 */
export const request_timeout_ms = 10_000;

/**
 * The body of a picture upload (a call marked `bodyBytes_max` in lib/wps/call-table.ts): a PNG
 * or JPEG of at most 5 MB travels as base64 in JSON, a third larger, with room for the envelope.
 */
export const imageUploadBody_bytes_max = 7 * 1024 * 1024;

/** SPEC §5 / §9 uploads: png or jpg, each at most 5 MB, at most 3 images (lib/validation re-exports these). */
export const uploadMax_bytes = 5 * 1024 * 1024;
export const uploadMax_files = 3;

/**
 * The longest side a member's picture is kept at (the platform scales larger ones down on
 * re-encoding, platform/src/http/image-upload.ts); the feedback form scales a larger photo down
 * before sending it, so a phone uploads what is kept and not a camera's 12 MP.
 */
export const uploadSide_px_max = 1600;

/** How many Base64 characters n bytes become (padding included). */
export const base64Length = (n_bytes: number): number => 4 * Math.ceil(n_bytes / 3);

/**
 * The feedback call (FEEDBACK3) carries its images as Base64 in its JSON body: three images of
 * 5 MB each, plus 16 KiB for the text fields, names and JSON punctuation. Not more: a body past
 * that cannot be three images within their limit.
 */
export const feedbackBody_bytes_max = uploadMax_files * base64Length(uploadMax_bytes) + 16 * 1024;


/**
 * The head icon call (PROFPIC3, SPEC §7: form-encoded) carries one picture as Base64 in a form
 * field. Percent-encoding turns each `+`, `/` and `=` into three bytes; in the Base64 of a
 * compressed picture those are about 2 symbols in 64, so a 5 MB picture travels as about 7.1 MB.
 * 8 MiB holds that with room; the member's browser scales the picture to the kept size
 * (uploadHeadIconSide_px) before sending, so a phone sends tens of KB, not megabytes.
 */
export const headIconBody_bytes_max = 8 * 1024 * 1024;

/** The longest side of a kept profile picture: the member home shows it at 64 px, at most 4x for dense screens. */
export const headIconSide_px_max = 256;
