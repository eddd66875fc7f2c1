import type { ImageContentType } from "./image-type";

/*
 * Removes what a camera or editor wrote about a picture (EXIF with GPS position and camera serial, XMP,
 * IPTC, comments, text chunks, timestamps) from an uploaded image, without decoding or re-encoding it: the
 * container is walked segment by segment and only what the browser needs to draw the image is kept. Pixel
 * data is copied byte for byte, so nothing is lost. Anything that does not walk cleanly to its end marker
 * (a truncated or malformed file) gives null, and the upload is refused: a file we cannot walk is a file
 * whose metadata we cannot vouch for. Bytes after the end marker are dropped too (they can hold anything).
 *
 * JPEG keeps one thing of its EXIF block: the orientation. A phone photo is stored sideways with an
 * orientation tag that browsers apply; dropping the tag would show it rotated. So when the EXIF block
 * says 2-8, a new minimal EXIF block holding only that tag takes its place.
 */

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, prefix: Uint8Array, offset = 0): boolean {
  if (offset < 0 || bytes.length < offset + prefix.length) return false;
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

const u16be = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const u32be = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) | (bytes[at + 1] << 16) | u16be(bytes, at + 2)) >>> 0;
const u32le = (bytes: Uint8Array, at: number) =>
  (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// ---------------------------------------------------------------- JPEG

const EXIF_HEADER = ascii("Exif\0\0");
const JFIF_HEADER = ascii("JFIF\0");
const ICC_HEADER = ascii("ICC_PROFILE\0");
const ADOBE_HEADER = ascii("Adobe");
const ORIENTATION_TAG = 0x0112;
const SHORT_TYPE = 3;

/** The orientation (2-8) an EXIF block asks for, or null (none, 1 = as stored, or unreadable). */
export function readExifOrientation(payload: Uint8Array): number | null {
  if (!startsWith(payload, EXIF_HEADER)) return null;
  const tiff = payload.subarray(EXIF_HEADER.length);
  const little = startsWith(tiff, ascii("II*\0"));
  if (!little && !startsWith(tiff, ascii("MM\0*"))) return null;
  const u16 = (at: number) => (little ? tiff[at] | (tiff[at + 1] << 8) : u16be(tiff, at));
  const u32 = (at: number) => (little ? u32le(tiff, at) : u32be(tiff, at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return null;
  const count = u16(ifd);
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    if (u16(entry) !== ORIENTATION_TAG) continue;
    if (u16(entry + 2) !== SHORT_TYPE || u32(entry + 4) !== 1) return null;
    const value = u16(entry + 8);
    return value >= 2 && value <= 8 ? value : null;
  }
  return null;
}

/** An APP1 segment whose EXIF block holds the orientation tag and nothing else (big-endian TIFF, one IFD entry). */
export function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, SHORT_TYPE, 0, 0, 0, 1];
  const body = [...EXIF_HEADER, ...tiff, 0, orientation, 0, 0, 0, 0, 0, 0];
  const length = body.length + 2;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...body]);
}

/** Whether a JPEG segment is kept: everything but APPn and comments, and of those only what rendering uses. */
function keepsJpegSegment(marker: number, payload: Uint8Array): boolean {
  if (marker === 0xfe) return false; // COM
  if (marker < 0xe0 || marker > 0xef) return true; // tables, frame, scan, restart interval...
  if (marker === 0xe0) return startsWith(payload, JFIF_HEADER);
  if (marker === 0xe2) return startsWith(payload, ICC_HEADER); // not FlashPix or MPF (embedded previews)
  if (marker === 0xee) return startsWith(payload, ADOBE_HEADER); // colour transform of CMYK/YCCK files
  return false; // APP1 (EXIF, XMP), APP13 (IPTC, Photoshop) and every other application block
}

/** The end of the entropy-coded data that starts at `from`: the position of the next real marker. */
function endOfScan(bytes: Uint8Array, from: number): number | null {
  for (let at = from; at + 1 < bytes.length; at++) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1];
    if (next === 0x00 || next === 0xff || (next >= 0xd0 && next <= 0xd7)) continue; // stuffing, fill, RSTn
    return at;
  }
  return null;
}

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientationWritten = false;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at] === 0xff && at < bytes.length) at++; // fill bytes before a marker
    if (at >= bytes.length) return null;
    const marker = bytes[at];
    const start = at - 1;
    if (marker === 0x00) return null;
    if (marker === 0xd9) return concat([...parts, Uint8Array.of(0xff, 0xd9)]);
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      parts.push(Uint8Array.of(0xff, marker));
      at++;
      continue;
    }
    if (at + 2 >= bytes.length) return null;
    const end = at + 1 + u16be(bytes, at + 1);
    if (u16be(bytes, at + 1) < 2 || end > bytes.length) return null;
    const payload = bytes.subarray(at + 3, end);
    if (keepsJpegSegment(marker, payload)) {
      parts.push(Uint8Array.of(0xff, marker), bytes.subarray(at + 1, end));
    } else if (marker === 0xe1 && !orientationWritten) {
      const orientation = readExifOrientation(payload);
      if (orientation !== null) {
        parts.push(orientationSegment(orientation));
        orientationWritten = true;
      }
    }
    at = end;
    if (marker === 0xda) {
      const scanEnd = endOfScan(bytes, at);
      if (scanEnd === null) return null;
      parts.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
    }
    if (start >= at) return null;
  }
  return null; // no end of image
}

// ---------------------------------------------------------------- PNG

/**
 * Ancillary PNG chunks that change how the image is drawn (transparency, colour, animation). Every
 * other ancillary chunk (tEXt, zTXt, iTXt, eXIf, tIME, private ones) goes; critical chunks all stay.
 */
const PNG_RENDERING_CHUNKS = new Set([
  "tRNS",
  "gAMA",
  "cHRM",
  "sRGB",
  "iCCP",
  "cICP",
  "mDCV",
  "cLLI",
  "sBIT",
  "bKGD",
  "pHYs",
  "hIST",
  "acTL",
  "fcTL",
  "fdAT",
]);

const chunkType = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + u32be(bytes, at);
    if (end > bytes.length) return null;
    const type = chunkType(bytes, at + 4);
    const critical = type.charCodeAt(0) >= 0x41 && type.charCodeAt(0) <= 0x5a;
    if (critical || PNG_RENDERING_CHUNKS.has(type)) parts.push(bytes.subarray(at, end));
    if (type === "IEND") return concat(parts);
    at = end;
  }
  return null; // no IEND
}

// ---------------------------------------------------------------- WebP

/** The chunks a WebP image is drawn from; EXIF, XMP and unknown chunks go. */
const WEBP_RENDERING_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  const riffEnd = 8 + u32le(bytes, 4);
  if (riffEnd > bytes.length) return null;
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= riffEnd) {
    const size = u32le(bytes, at + 4);
    const end = at + 8 + size + (size % 2);
    if (end > riffEnd) return null;
    const type = chunkType(bytes, at);
    if (WEBP_RENDERING_CHUNKS.has(type)) {
      const chunk = bytes.slice(at, end);
      if (type === "VP8X" && size > 0) chunk[8] &= ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      parts.push(chunk);
    }
    at = end;
  }
  if (at !== riffEnd || parts.length === 0) return null;
  const body = concat(parts);
  const header = concat([ascii("RIFF"), new Uint8Array(4), ascii("WEBP")]);
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}

// ---------------------------------------------------------------- GIF

const LOOPING_APPLICATIONS = [ascii("NETSCAPE2.0"), ascii("ANIMEXTS1.0")];

/** The position after a run of GIF data sub-blocks starting at `at` (ended by a zero-length block), or null. */
function skipSubBlocks(bytes: Uint8Array, at: number): number | null {
  while (at < bytes.length) {
    const size = bytes[at];
    at += 1 + size;
    if (size === 0) return at;
  }
  return null;
}

const colorTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

function stripGif(bytes: Uint8Array): Uint8Array | null {
  let at = 13 + colorTableSize(bytes[10]);
  const parts: Uint8Array[] = [bytes.subarray(0, at)];
  while (at < bytes.length) {
    const introducer = bytes[at];
    if (introducer === 0x3b) return concat([...parts, Uint8Array.of(0x3b)]);
    let end: number | null;
    let keep = true;
    if (introducer === 0x2c) {
      // Image descriptor (10 bytes), local colour table, LZW minimum code size, image data.
      if (at + 10 > bytes.length) return null;
      end = skipSubBlocks(bytes, at + 10 + colorTableSize(bytes[at + 9]) + 1);
    } else if (introducer === 0x21 && at + 1 < bytes.length) {
      const label = bytes[at + 1];
      end = skipSubBlocks(bytes, at + 2);
      // Graphic control (frame timing, transparency) and plain text are drawn; of the application
      // extensions only the looping one is kept; comments and the rest (XMP...) go.
      keep =
        label === 0xf9 ||
        label === 0x01 ||
        (label === 0xff && bytes[at + 2] === 11 && LOOPING_APPLICATIONS.some((id) => startsWith(bytes, id, at + 3)));
    } else {
      return null;
    }
    if (end === null || end > bytes.length) return null;
    if (keep) parts.push(bytes.subarray(at, end));
    at = end;
  }
  return null; // no trailer
}

/**
 * These image bytes without their metadata, as an image of the same type and size; null when the file
 * is not complete and well-formed enough to be walked to its end.
 */
export function stripImageMetadata(bytes: Uint8Array, type: ImageContentType): Uint8Array | null {
  switch (type) {
    case "image/jpeg":
      return stripJpeg(bytes);
    case "image/png":
      return stripPng(bytes);
    case "image/webp":
      return stripWebp(bytes);
    case "image/gif":
      return stripGif(bytes);
  }
}
