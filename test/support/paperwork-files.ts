export { samplePdf, samplePng } from '#infra/local/seed/sample-documents.ts';

/**
 * A 16 × 12 baseline JPEG (a blue card with a white centre), as Chromium's canvas encodes it. Kept
 * as text: JPEG is too involved to write by hand, and this is under a kilobyte.
 */
export const sampleJpeg = (): Uint8Array =>
  new Uint8Array(
    Buffer.from(
      '/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAMABADASIAAhEBAxEB/8QAFgABAQEAAAAAAAAAAAAAAAAAAAQF/8QAIRAAAAUEAgMAAAAAAAAAAAAAAQIDBBIABRETMVEGFJH/xAAVAQEBAAAAAAAAAAAAAAAAAAAFBv/EAB0RAAEDBQEAAAAAAAAAAAAAABIAERMCAyEiUYH/2gAMAwEAAhEDEQA/AKPHrS3unsbzqF1RxAQDnPYD1TyG0t7X6+g6htsszEB4x0Ad1loOXDeWhdRKXMDiXPyi7lw4jvXUVjxM4mx9qjjuSkWvPEcVIM2V/9k=',
      'base64',
    ),
  );

/** A 1 × 1 white, uncompressed little-endian TIFF (header, one IFD of 8 entries, one pixel). */
export function sampleTiff(): Uint8Array {
  const entries: [tag: number, type: number, value: number][] = [
    [256, 3, 1], // ImageWidth
    [257, 3, 1], // ImageLength
    [258, 3, 8], // BitsPerSample
    [259, 3, 1], // Compression: none
    [262, 3, 1], // PhotometricInterpretation: BlackIsZero
    [273, 4, 8 + 2 + 8 * 12 + 4], // StripOffsets: the pixel after the IFD
    [278, 3, 1], // RowsPerStrip
    [279, 4, 1], // StripByteCounts
  ];
  const bytes = Buffer.alloc(8 + 2 + entries.length * 12 + 4 + 1);
  bytes.write('II', 0, 'latin1');
  bytes.writeUInt16LE(42, 2);
  bytes.writeUInt32LE(8, 4);
  bytes.writeUInt16LE(entries.length, 8);
  entries.forEach(([tag, type, value], index) => {
    const at = 10 + index * 12;
    bytes.writeUInt16LE(tag, at);
    bytes.writeUInt16LE(type, at + 2);
    bytes.writeUInt32LE(1, at + 4);
    if (type === 3) bytes.writeUInt16LE(value, at + 8);
    else bytes.writeUInt32LE(value, at + 8);
  });
  bytes[bytes.length - 1] = 0xff;
  return new Uint8Array(bytes);
}
