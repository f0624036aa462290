// Turns uploaded bytes into a clean image: the format is read from the content (magic bytes, via sharp),
// never from the name; the picture is decoded and re-encoded, so EXIF, GPS, ICC comments and anything
// appended to the file are dropped; huge pictures are scaled down for the site.
import type { Sharp, SharpOptions } from 'sharp';

/**
 * sharp, loaded on the first picture rather than at start: importing libvips's libraries costs a Node process about
 * 30 MB, for uploads that come a few times a day. Its operation cache is off: a clinic's server keeps no picture
 * work for later, and the cache would hold up to 50 MB after each upload.
 */
let loaded: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
export function loadSharp(): Promise<(input: Buffer, options: SharpOptions) => Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return (input, options) => sharp(input, options);
  });
  return loaded;
}

/** Formats staff may upload: what phones and cameras produce. SVG is refused (it can carry script). */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const maxEdge = 2400;
/** Refuses decompression bombs: a small file that claims a gigantic picture. */
const maxPixels = 50_000_000;

export class NotAnImageError extends Error {
  constructor() {
    super('The uploaded file is not an image this server accepts');
  }
}

export interface CleanImage {
  bytes: Buffer;
  mime: 'image/webp';
  extension: 'webp';
  width: number;
  height: number;
}

export async function cleanImage(input: Buffer): Promise<CleanImage> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: maxPixels }).metadata()).format;
  } catch {
    throw new NotAnImageError();
  }
  if (!format || !acceptedFormats.has(format)) throw new NotAnImageError();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: maxPixels, animated: false })
      // Applies the camera's orientation before the EXIF that holds it is dropped.
      .rotate()
      .resize({ width: maxEdge, height: maxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, mime: 'image/webp', extension: 'webp', width: info.width, height: info.height };
  } catch {
    // A header that parses but a body that does not decode: a broken or disguised file.
    throw new NotAnImageError();
  }
}
