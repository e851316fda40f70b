/**
 * Image bytes for upload tests. The PNG is a real, decodable 1×1 image in the brand accent (#FEC256);
 * the others are the opening bytes of their formats padded with zeros: not decodable, but exactly
 * what /upload_image/ inspects (it checks magic numbers, it does not decode).
 */
export const tinyPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mP4dygMAATYAhcC7ERYAAAAAElFTkSuQmCC',
    'base64',
  ),
);

function padded(head: readonly number[], length = 64): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set(head);
  return bytes;
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
const uint32 = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
];

/** SOI and an APP0 (JFIF) marker. */
export const jpegHead = padded([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0]);
/** RIFF container of a lossy WebP. */
export const webpHead = padded([...ascii('RIFF'), ...uint32(56).reverse(), ...ascii('WEBPVP8 ')]);
/** An ISO-BMFF `ftyp` box with a HEIC major brand, as iPhones write. */
export const heicHead = padded([...uint32(24), ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic')]);
/** A generic HEIF brand whose compatible brands say HEVC: also HEIC. */
export const heifMif1Head = padded([...uint32(24), ...ascii('ftypmif1'), 0, 0, 0, 0, ...ascii('mif1heic')]);
/** Same box, AVIF brands: an image format the API does not take. */
export const avifHead = padded([...uint32(24), ...ascii('ftypavif'), 0, 0, 0, 0, ...ascii('mif1avif')]);
export const gifHead = padded(ascii('GIF89a'));
export const pdfHead = padded(ascii('%PDF-1.7\n'));

export function imageFile(bytes: Uint8Array, name = 'photo.png', type = 'image/png'): File {
  return new File([bytes], name, { type });
}
