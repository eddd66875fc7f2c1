import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectImageType } from "@/lib/business-images/image-type";
import { orientationSegment, readExifOrientation, stripImageMetadata } from "@/lib/business-images/strip-metadata";
import {
  decodedJpegSize,
  editorSegments,
  EXIF_CAMERA,
  exifWithGps,
  photoJpeg,
  pngChunk,
  tinyGif,
  tinyPng,
  tinyWebp,
  withJpegSegments,
} from "../../support/images";

const contains = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text, "binary"));
/** Every trace of the metadata the tests write: EXIF, the camera, GPS values, XMP, IPTC, comments, text chunks. */
const TRACES = [EXIF_CAMERA, "ns.adobe.com", "GPSLatitude", "Photoshop", "8BIM", "Secret Street", "Jo Bloggs"];

/** The APP1 segments of a JPEG, by walking its markers up to the first scan. */
function app1Segments(bytes: Uint8Array): Buffer[] {
  const found: Buffer[] = [];
  for (let at = 2; bytes[at + 1] !== 0xda;) {
    const end = at + 2 + ((bytes[at + 2] << 8) | bytes[at + 3]);
    if (bytes[at + 1] === 0xe1) found.push(Buffer.from(bytes.subarray(at, end)));
    at = end;
  }
  return found;
}

describe("stripImageMetadata: JPEG", () => {
  it("removes EXIF (GPS, camera), XMP, IPTC and comments, keeping a decodable image of the same size", () => {
    const photo = photoJpeg(16, 9);
    const uploaded = withJpegSegments(photo, [exifWithGps(), ...editorSegments()]);
    const stripped = stripImageMetadata(uploaded, "image/jpeg")!;
    expect(Buffer.from(stripped).equals(photo)).toBe(true);
    expect(decodedJpegSize(stripped)).toEqual({ width: 16, height: 9 });
    expect(contains(stripped, "Exif")).toBe(false);
  });

  it("keeps only the orientation of the EXIF block, so a sideways phone photo is still shown upright", () => {
    const stripped = stripImageMetadata(withJpegSegments(photoJpeg(), [exifWithGps(6)]), "image/jpeg")!;
    expect(app1Segments(stripped)).toEqual([Buffer.from(orientationSegment(6))]);
    expect(readExifOrientation(orientationSegment(6).subarray(4))).toBe(6);
    expect(contains(stripped, EXIF_CAMERA)).toBe(false);
    expect(decodedJpegSize(stripped)).toEqual({ width: 4, height: 3 });
  });

  it("property: any metadata in any order and orientation; out comes the same image, no trace of it", () => {
    const segment = fc.constantFrom(...editorSegments());
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(segment, { maxLength: 4 }),
        fc.nat(),
        fc.uint8Array({ maxLength: 16 }),
        (width, height, orientation, others, exifAt, trailing) => {
          const photo = photoJpeg(width, height);
          const segments = [...others];
          segments.splice(exifAt % (segments.length + 1), 0, exifWithGps(orientation));
          const uploaded = Buffer.concat([withJpegSegments(photo, segments), trailing]);
          const stripped = stripImageMetadata(uploaded, "image/jpeg")!;
          expect(detectImageType(stripped)).toBe("image/jpeg");
          expect(decodedJpegSize(stripped)).toEqual({ width, height });
          for (const trace of TRACES) expect(contains(stripped, trace)).toBe(false);
          const kept = app1Segments(stripped);
          expect(kept).toEqual(orientation === 1 ? [] : [Buffer.from(orientationSegment(orientation))]);
          if (orientation === 1) expect(Buffer.from(stripped).equals(photo)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    // ~3 s alone; a CI machine running both databases' suites beside it has taken 5.6 s.
  }, 30_000);

  it("refuses (null) a JPEG cut short anywhere before its end marker", () => {
    const uploaded = withJpegSegments(photoJpeg(8, 8), [exifWithGps()]);
    fc.assert(
      fc.property(fc.integer({ min: 4, max: uploaded.length - 2 }), (length) => {
        expect(stripImageMetadata(uploaded.subarray(0, length), "image/jpeg")).toBeNull();
      }),
      { numRuns: 100 },
    );
  });
});

describe("stripImageMetadata: PNG", () => {
  const textChunks = [
    pngChunk("tEXt", Buffer.from("Comment\0taken at 12 Secret Street")),
    pngChunk("zTXt", Buffer.from("Author\0\0Jo Bloggs")),
    pngChunk("iTXt", Buffer.from("XML:com.adobe.xmp\0\0\0\0\0http://ns.adobe.com/xap/1.0/")),
    pngChunk("eXIf", exifWithGps().subarray(10)),
    pngChunk("tIME", Buffer.from([7, 234, 1, 2, 3, 4, 5])),
  ];

  it("property: text, EXIF and time chunks anywhere before the data go; the image is byte for byte the same", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 64 }),
        fc.array(fc.constantFrom(...textChunks), { maxLength: 6 }),
        fc.uint8Array({ maxLength: 16 }),
        (width, height, chunks, trailing) => {
          const png = tinyPng(width, height);
          // After IHDR (33 bytes), before IDAT; bytes after IEND go too.
          const uploaded = Buffer.concat([png.subarray(0, 33), ...chunks, png.subarray(33), trailing]);
          const stripped = stripImageMetadata(uploaded, "image/png")!;
          expect(Buffer.from(stripped).equals(png)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("keeps the chunks that change how the image is drawn (transparency, colour)", () => {
    const png = tinyPng(3, 3);
    const rendering = [pngChunk("gAMA", Buffer.from([0, 0, 0xb1, 0x8f])), pngChunk("tRNS", Buffer.from([0, 1]))];
    const uploaded = Buffer.concat([png.subarray(0, 33), ...rendering, ...textChunks, png.subarray(33)]);
    expect(Buffer.from(stripImageMetadata(uploaded, "image/png")!)).toEqual(
      Buffer.concat([png.subarray(0, 33), ...rendering, png.subarray(33)]),
    );
  });

  it("refuses (null) a PNG without its end chunk", () => {
    const png = tinyPng(5, 5);
    expect(stripImageMetadata(png.subarray(0, png.length - 12), "image/png")).toBeNull();
    expect(stripImageMetadata(png.subarray(0, png.length - 3), "image/png")).toBeNull();
  });
});

/** A RIFF chunk: type, little-endian size, payload, a pad byte when the size is odd. */
function riffChunk(type: string, payload: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, "ascii");
  head.writeUInt32LE(payload.length, 4);
  return Buffer.concat([head, payload, Buffer.alloc(payload.length % 2)]);
}

function webpOf(chunks: Buffer[]): Buffer {
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write("RIFF", 0, "ascii");
  head.writeUInt32LE(body.length + 4, 4);
  head.write("WEBP", 8, "ascii");
  return Buffer.concat([head, body]);
}

describe("stripImageMetadata: WebP", () => {
  const vp8l = tinyWebp().subarray(12); // the 1x1 lossless image's one chunk
  const vp8x = (flags: number) => riffChunk("VP8X", Buffer.from([flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
  const exif = riffChunk("EXIF", exifWithGps().subarray(10));
  const xmp = riffChunk("XMP ", Buffer.from("<x:xmpmeta>http://ns.adobe.com/xap/1.0/ Jo Bloggs</x:xmpmeta>"));

  it("drops the EXIF and XMP chunks, clears their flags and writes the new RIFF size", () => {
    const uploaded = webpOf([vp8x(0x08 | 0x04 | 0x10), vp8l, exif, xmp]);
    const stripped = stripImageMetadata(uploaded, "image/webp")!;
    expect(Buffer.from(stripped)).toEqual(webpOf([vp8x(0x10), vp8l]));
    expect(Buffer.from(stripped).readUInt32LE(4)).toBe(stripped.length - 8);
    for (const trace of TRACES) expect(contains(stripped, trace)).toBe(false);
  });

  it("property: metadata chunks in any order around the image give the image alone", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(exif, xmp, riffChunk("ABCD", Buffer.from("?"))), { maxLength: 5 }),
        (extra) => {
          const stripped = stripImageMetadata(webpOf([vp8x(0x0c), ...extra, vp8l, ...extra]), "image/webp")!;
          expect(Buffer.from(stripped)).toEqual(webpOf([vp8x(0), vp8l]));
          expect(detectImageType(stripped)).toBe("image/webp");
        },
      ),
    );
    expect(Buffer.from(stripImageMetadata(tinyWebp(), "image/webp")!)).toEqual(tinyWebp());
  });

  it("refuses (null) a WebP whose chunks overrun the RIFF size", () => {
    const webp = webpOf([vp8x(0), vp8l]);
    expect(stripImageMetadata(webp.subarray(0, webp.length - 1), "image/webp")).toBeNull();
  });
});

describe("stripImageMetadata: GIF", () => {
  const gif = tinyGif(); // header, 2-colour table, graphic control, one image, trailer
  const imageStart = 13 + 6; // after the header and the global colour table
  const subBlocks = (text: string) => Buffer.concat([Buffer.from([text.length]), Buffer.from(text), Buffer.from([0])]);
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe]), subBlocks("taken at 12 Secret Street")]);
  const xmpApp = Buffer.concat([Buffer.from([0x21, 0xff, 11]), Buffer.from("XMP DataXMP"), subBlocks("ns.adobe.com")]);
  const looping = Buffer.concat([
    Buffer.from([0x21, 0xff, 11]),
    Buffer.from("NETSCAPE2.0"),
    Buffer.from([3, 1, 0, 0, 0]),
  ]);

  it("property: comments and application blocks go, the looping block and the frames stay", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(comment, xmpApp, looping), { maxLength: 6 }), (blocks) => {
        const uploaded = Buffer.concat([gif.subarray(0, imageStart), ...blocks, gif.subarray(imageStart)]);
        const kept = blocks.filter((block) => block === looping);
        const stripped = stripImageMetadata(uploaded, "image/gif")!;
        expect(Buffer.from(stripped)).toEqual(
          Buffer.concat([gif.subarray(0, imageStart), ...kept, gif.subarray(imageStart)]),
        );
        for (const trace of TRACES) expect(contains(stripped, trace)).toBe(false);
      }),
    );
  });

  it("refuses (null) a GIF without its trailer", () => {
    expect(stripImageMetadata(gif.subarray(0, gif.length - 1), "image/gif")).toBeNull();
  });
});

describe("stripImageMetadata on arbitrary bytes", () => {
  it("never throws, and what it returns is an image of the type it was given", () => {
    const heads = [photoJpeg().subarray(0, 20), tinyPng().subarray(0, 33), tinyWebp().subarray(0, 20), tinyGif()];
    fc.assert(
      fc.property(fc.constantFrom(...heads), fc.uint8Array({ maxLength: 200 }), (head, tail) => {
        const bytes = Buffer.concat([head, tail]);
        const type = detectImageType(bytes);
        if (!type) return;
        const stripped = stripImageMetadata(bytes, type);
        if (stripped) expect(detectImageType(stripped)).toBe(type);
      }),
      { numRuns: 500 },
    );
  });
});
