import { deflateSync } from "node:zlib";
import jpeg from "jpeg-js";

/*
 * Small images built in code for the upload tests (no binary fixtures). The PNG is a real, decodable
 * image of any size and colour; the WebP and GIF are the well-known 1x1 files; `tinyJpeg` is only its
 * header (JFIF marker, then end of image), enough for detection by magic bytes, and `photoJpeg` a real one
 * (jpeg-js) that `withJpegSegments` gives the metadata a phone writes (EXIF with GPS, XMP, IPTC, a comment).
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk: length, type, data, CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A solid-colour RGB PNG. */
export function tinyPng(width = 2, height = 2, rgb: [number, number, number] = [124, 58, 237]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(pixels)),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** A valid PNG padded past `size` bytes with trailing zeros (over the 2 MB limit for the size tests). */
export function paddedPng(size: number): Buffer {
  const png = tinyPng();
  return Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length))]);
}

export function tinyJpeg(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00, 0xff, 0xd9,
  ]);
}

export function tinyWebp(): Buffer {
  return Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64");
}

export function tinyGif(): Buffer {
  return Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");
}

/** A browser-like File of these bytes, with whatever name and type the sender claims. */
export function imageFile(bytes: Uint8Array, name: string, type = ""): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** A real, decodable baseline JPEG of this size (JFIF APP0, tables, one scan). */
export function photoJpeg(width = 4, height = 3): Buffer {
  const data = Buffer.alloc(width * height * 4, 0x80);
  return jpeg.encode({ width, height, data }, 80).data;
}

/** The camera model written into `exifWithGps`, so a test can look for it. */
export const EXIF_CAMERA = "SecretCam";

/**
 * An APP1 EXIF segment as a phone writes it (little-endian TIFF): IFD0 with the camera model, the
 * orientation and a pointer to a GPS IFD holding latitude 51° 30' 12.34" N.
 */
export function exifWithGps(orientation = 1): Buffer {
  const tiff = Buffer.alloc(114);
  tiff.write("II", 0, "ascii");
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  tiff.writeUInt16LE(3, 8);
  entry(10, 0x010f, 2, EXIF_CAMERA.length + 1, 50); // Make
  entry(22, 0x0112, 3, 1, orientation); // Orientation
  entry(34, 0x8825, 4, 1, 60); // GPSInfo IFD pointer
  tiff.write(`${EXIF_CAMERA}\0`, 50, "ascii");
  tiff.writeUInt16LE(2, 60);
  entry(62, 0x0001, 2, 2, 0x4e); // GPSLatitudeRef "N"
  entry(74, 0x0002, 5, 3, 90); // GPSLatitude
  [51, 1, 30, 1, 1234, 100].forEach((value, index) => tiff.writeUInt32LE(value, 90 + index * 4));
  return jpegSegment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "binary"), tiff]));
}

/** One JPEG marker segment: FF, the marker, the length (itself included), the payload. */
export function jpegSegment(marker: number, payload: Uint8Array): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** The metadata segments other than EXIF that editors add: XMP (APP1), IPTC (APP13), a comment. */
export function editorSegments(): Buffer[] {
  return [
    jpegSegment(
      0xe1,
      Buffer.from("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>51,30N</exif:GPSLatitude>"),
    ),
    jpegSegment(0xed, Buffer.from("Photoshop 3.0\x008BIM\x04\x04 IPTC by-line: Jo Bloggs", "binary")),
    jpegSegment(0xfe, Buffer.from("taken at 12 Secret Street")),
  ];
}

/** The JPEG with these segments right after its start-of-image marker. */
export function withJpegSegments(image: Uint8Array, segments: Uint8Array[]): Buffer {
  return Buffer.concat([image.subarray(0, 2), ...segments, image.subarray(2)]);
}

/** The width and height jpeg-js decodes these bytes to (it throws on anything that is not a JPEG). */
export function decodedJpegSize(bytes: Uint8Array): { width: number; height: number } {
  const { width, height } = jpeg.decode(bytes, { useTArray: true });
  return { width, height };
}
