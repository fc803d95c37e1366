/** A multipart/form-data body for `app.inject` (one file part). */
export function multipartBody(
  field: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1×1), padded to `size` bytes with trailing data (still sniffed as PNG). */
export function png(size = 0): Buffer {
  const base = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  return size > base.length ? Buffer.concat([base, Buffer.alloc(size - base.length)]) : base;
}
