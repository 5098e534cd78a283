import { crc32, deflateSync } from 'node:zlib';

/*
 * A scanned-looking page of text as a greyscale PNG, made in code with a 5×7 bitmap font (no
 * binaries in the repository, no image library): the demo's NOA pages must be readable on the
 * staff work screen, as a real scan is.
 */

const glyphs: Record<string, string> = {
  A: '01110100011000111111100011000110001',
  B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110',
  D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111',
  F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111',
  H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110',
  J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001',
  L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001',
  N: '10001100011100110101100111000110001',
  O: '01110100011000110001100011000101110',
  P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101',
  R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110',
  T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110',
  V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010',
  X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100',
  Z: '11111000010001000100010001000011111',
  '0': '01110100011001110101110011000101110',
  '1': '00100011000010000100001000010001110',
  '2': '01110100010000100010001000100011111',
  '3': '11111000100010000010000011000101110',
  '4': '00010001100101010010111110001000010',
  '5': '11111100001111000001000011000101110',
  '6': '00110010001000011110100011000101110',
  '7': '11111000010001000100010000100001000',
  '8': '01110100011000101110100011000101110',
  '9': '01110100011000101111000010001001100',
  '.': '00000000000000000000000000110001100',
  ',': '00000000000000000000001100010001000',
  ':': '00000011000110000000011000110000000',
  '-': '00000000000000011111000000000000000',
  '#': '01010010101111101010111110101001010',
  '&': '01100100101010001000101011001001101',
  '/': '00000000010001000100010001000000000',
  '(': '00010001000100001000010000010000010',
  ')': '01000001000001000010000100010001000',
  "'": '00100001000100000000000000000000000',
  $: '00100011111010001110001011111000100',
  ' ': '00000000000000000000000000000000000',
};

const scale = 2;
const cell = { width: 6 * scale, height: 11 * scale };

/** A page `width` × `height` pixels with `lines` of text from the top-left margin (upper-cased). */
export function textPagePng(lines: readonly string[], width = 850, height = 1100): Uint8Array {
  const pixels = Buffer.alloc(width * height, 252);
  const margin = 70;
  lines.forEach((line, row) => {
    const top = margin + row * cell.height * 1.4;
    [...line.toUpperCase()].forEach((char, column) => {
      const glyph = glyphs[char] ?? glyphs[' '] ?? '';
      const left = margin + column * cell.width;
      for (let i = 0; i < 35; i++) {
        if (glyph[i] !== '1') continue;
        const gx = left + (i % 5) * scale;
        const gy = Math.round(top) + Math.floor(i / 5) * scale;
        for (let dy = 0; dy < scale; dy++)
          for (let dx = 0; dx < scale; dx++) {
            const x = gx + dx;
            const y = gy + dy;
            if (x < width && y < height) pixels[y * width + x] = 30;
          }
      }
    });
  });
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(Buffer.concat([Buffer.from([0]), pixels.subarray(y * width, (y + 1) * width)]));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.concat(rows))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
