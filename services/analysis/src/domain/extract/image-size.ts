// The pixel size of a PNG or JPEG from its header, read before any decoder sees the file: an image over the
// pixel budget (a 40000x40000 blank PNG is 15 KB on disk and 1.6 GB decoded) or with no readable header is refused
// with a reason, not handed to the OCR engine.

export interface ImageSize {
  width: number;
  height: number;
}

export function pngSize(b: Buffer): ImageSize | undefined {
  // Signature (8 bytes), then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4).
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

export function jpegSize(b: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return undefined;
    const marker = b[offset + 1];
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    const length = b.readUInt16BE(offset + 2);
    // Start-of-frame markers (baseline, progressive...) carry the size; C4, C8 and CC are other tables.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(offset + 5), width: b.readUInt16BE(offset + 7) };
    }
    if (length < 2) return undefined;
    offset += 2 + length;
  }
  return undefined;
}
