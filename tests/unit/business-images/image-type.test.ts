import { describe, expect, it } from "vitest";
import { detectImageType } from "@/lib/business-images/image-type";
import { tinyGif, tinyJpeg, tinyPng, tinyWebp } from "../../support/images";

const bytes = (text: string) => new TextEncoder().encode(text);
const BOM = "\uFEFF";

describe("detectImageType", () => {
  it.each([
    ["a PNG", tinyPng(), "image/png"],
    ["a JPEG", tinyJpeg(), "image/jpeg"],
    ["a WebP", tinyWebp(), "image/webp"],
    ["a GIF", tinyGif(), "image/gif"],
  ])("accepts %s by its bytes", (_label, image, type) => {
    expect(detectImageType(image)).toBe(type);
  });

  it.each([
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["SVG with an XML prolog", '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ["SVG after a BOM and whitespace", `${BOM}  \n\t<svg xmlns="http://www.w3.org/2000/svg"/>`],
    ["SVG with a doctype", '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg/>'],
    ["HTML with a doctype", "<!doctype html><html><body>hi</body></html>"],
    ["HTML starting <html", "<html><head></head><body></body></html>"],
    ["HTML starting <script", "<script>alert(document.cookie)</script>"],
    ["HTML after whitespace", "   \n<HTML><BODY></BODY></HTML>"],
    ["a PDF", "%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n"],
    ["plain text", "just some words, not an image at all"],
  ])("refuses %s", (_label, text) => {
    expect(detectImageType(bytes(text))).toBeNull();
  });

  it("refuses an empty file", () => {
    expect(detectImageType(new Uint8Array())).toBeNull();
  });

  it.each([
    ["PNG", tinyPng(), 8],
    ["PNG", tinyPng(), 20],
    ["JPEG", tinyJpeg(), 3],
    ["JPEG", tinyJpeg(), 4],
    ["WebP", tinyWebp(), 12],
    ["WebP", tinyWebp(), 16],
    ["GIF", tinyGif(), 6],
    ["GIF", tinyGif(), 10],
  ])("refuses a %s cut off after %i bytes", (_label, image, length) => {
    expect(detectImageType(image.subarray(0, length))).toBeNull();
  });

  it("refuses a RIFF file that is not WebP and a JPEG start without a marker", () => {
    const wave = bytes("RIFF\x24\x00\x00\x00WAVEfmt \x10\x00\x00\x00");
    expect(detectImageType(wave)).toBeNull();
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xff, ...new Array(12).fill(0)]))).toBeNull();
  });

  it("refuses HTML renamed with a PNG signature missing its IHDR chunk", () => {
    const fake = new Uint8Array([...tinyPng().subarray(0, 8), ...bytes("<html><script>alert(1)</script></html>")]);
    expect(detectImageType(fake)).toBeNull();
  });
});
