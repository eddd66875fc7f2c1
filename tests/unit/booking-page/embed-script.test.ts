import { readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EMBED_HEIGHT_MESSAGE,
  EMBED_MAX_PIXELS,
  EMBED_MEASURE_MESSAGE,
  EMBED_SCROLL_MESSAGE,
} from "@/components/booking-wizard/embed-messages";

/*
 * public/embed.js runs on other people's pages, as plain JavaScript: here it runs as it is, in a small stand-in for
 * the host page (its iframes, its window's scrolling, its message events).
 */
const SCRIPT = readFileSync(path.join(process.cwd(), "public/embed.js"), "utf8");
const OURS = "https://demo.bookingpro.test";

type Posted = { message: unknown; targetOrigin: string };

class FakeFrame {
  readonly style = { height: "" };
  readonly clientTop = 0;
  readonly posted: Posted[] = [];
  readonly contentWindow = {
    postMessage: (message: unknown, targetOrigin: string) => this.posted.push({ message, targetOrigin }),
  };
  private loadListeners: ((event: { target: FakeFrame }) => void)[] = [];
  /** The initial about:blank (of the host's origin) until our document arrives; then null, as for any other origin. */
  contentDocument: object | null;
  top = 0;

  constructor(
    readonly src: string,
    { loaded = false } = {},
  ) {
    this.contentDocument = loaded ? null : {};
  }
  addEventListener(type: string, listener: (event: { target: FakeFrame }) => void) {
    if (type === "load") this.loadListeners.push(listener);
  }
  getBoundingClientRect() {
    return { top: this.top };
  }
  load() {
    this.contentDocument = null;
    for (const listener of this.loadListeners) listener({ target: this });
  }
}

type Host = {
  frames: FakeFrame[];
  scrolls: { top: number; behavior: string }[];
  send: (data: unknown, from?: { origin?: string; source?: unknown }) => void;
  window: { pageYOffset: number; innerHeight: number };
};

function runOnHostPage(
  frames: FakeFrame[],
  { scriptSrc = `${OURS}/embed.js`, reducedMotion = false, scrollPaddingTop = "auto" } = {},
): Host {
  const listeners: ((event: unknown) => void)[] = [];
  const scrolls: { top: number; behavior: string }[] = [];
  const window = {
    location: { href: "https://salon.example/book" },
    innerHeight: 800,
    pageYOffset: 0,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === "message") listeners.push(listener);
    },
    scrollTo: (options: { top: number; behavior: string }) => scrolls.push(options),
    matchMedia: () => ({ matches: reducedMotion }),
    getComputedStyle: () => ({ scrollPaddingTop }),
  };
  const document = {
    currentScript: { src: scriptSrc },
    querySelector: () => null,
    documentElement: {},
    getElementsByTagName: (name: string) => (name === "iframe" ? frames : []),
  };
  vm.runInNewContext(SCRIPT, { window, document, URL });
  return {
    frames,
    scrolls,
    window,
    send: (data, { origin = OURS, source = frames[0].contentWindow } = {}) => {
      for (const listener of listeners) listener({ data, origin, source });
    },
  };
}

describe("public/embed.js: asking our frames for their height", () => {
  it("asks a frame only once it holds our document (at its load), never the about:blank before it", () => {
    const frame = new FakeFrame(`${OURS}/embed/demo`);
    runOnHostPage([frame]);
    expect(frame.posted).toEqual([]);
    frame.load();
    expect(frame.posted).toEqual([{ message: { type: EMBED_MEASURE_MESSAGE }, targetOrigin: OURS }]);
  });

  it("asks at once a frame that loaded before the script (async, so it can come last)", () => {
    const frame = new FakeFrame(`${OURS}/embed/demo`, { loaded: true });
    runOnHostPage([frame]);
    expect(frame.posted).toEqual([{ message: { type: EMBED_MEASURE_MESSAGE }, targetOrigin: OURS }]);
  });

  it("never posts to another site's frames", () => {
    const other = new FakeFrame("https://demo.bookingpro.test.evil.example/embed/demo", { loaded: true });
    const video = new FakeFrame("https://video.example/player");
    runOnHostPage([other, video]);
    other.load();
    video.load();
    expect([...other.posted, ...video.posted]).toEqual([]);
  });
});

describe("public/embed.js: heights", () => {
  it("sizes the frame the message came from to the height it reports, up and down", () => {
    const first = new FakeFrame(`${OURS}/embed/demo`);
    const second = new FakeFrame(`${OURS}/embed/other`);
    const host = runOnHostPage([first, second]);
    host.send({ type: EMBED_HEIGHT_MESSAGE, height: 1068 }, { source: second.contentWindow });
    expect(second.style.height).toBe("1068px");
    expect(first.style.height).toBe("");
    host.send({ type: EMBED_HEIGHT_MESSAGE, height: 609.4 }, { source: second.contentWindow });
    expect(second.style.height).toBe("610px");
  });

  it("ignores messages from other origins, from windows that are not our frames, and frames not ours", () => {
    const ours = new FakeFrame(`${OURS}/embed/demo`);
    const lookalike = new FakeFrame("https://demo.bookingpro.test.evil.example/embed/demo");
    const host = runOnHostPage([ours, lookalike]);
    const message = { type: EMBED_HEIGHT_MESSAGE, height: 500 };
    host.send(message, { origin: "https://salon.example" });
    host.send(message, { origin: "https://demo.bookingpro.test.evil.example" });
    host.send(message, { source: {} });
    host.send(message, { source: null });
    host.send(message, { source: lookalike.contentWindow });
    expect([ours.style.height, lookalike.style.height]).toEqual(["", ""]);
  });

  it("never throws, resizes or scrolls for anything but a well-formed message", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({ type: fc.constantFrom(EMBED_HEIGHT_MESSAGE, EMBED_SCROLL_MESSAGE), height: fc.anything() }),
          fc.record({ type: fc.string(), height: fc.integer({ min: 1, max: 1000 }), top: fc.nat(1000) }),
        ),
        (data) => {
          const wellFormed =
            typeof data === "object" &&
            data !== null &&
            (((data as { type?: unknown }).type === EMBED_HEIGHT_MESSAGE &&
              typeof (data as { height?: unknown }).height === "number") ||
              ((data as { type?: unknown }).type === EMBED_SCROLL_MESSAGE &&
                typeof (data as { top?: unknown }).top === "number"));
          fc.pre(!wellFormed);
          const frame = new FakeFrame(`${OURS}/embed/demo`);
          frame.top = -5000;
          const host = runOnHostPage([frame]);
          host.send(data);
          expect(frame.style.height).toBe("");
          expect(host.scrolls).toEqual([]);
        },
      ),
    );
  });

  it("accepts exactly the heights from 1 to the limit", () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer({ min: -10, max: EMBED_MAX_PIXELS + 10 })), (height) => {
        const frame = new FakeFrame(`${OURS}/embed/demo`);
        runOnHostPage([frame]).send({ type: EMBED_HEIGHT_MESSAGE, height });
        const valid = Number.isFinite(height) && height >= 1 && height <= EMBED_MAX_PIXELS;
        expect(frame.style.height).toBe(valid ? `${Math.ceil(height)}px` : "");
      }),
    );
  });
});

describe("public/embed.js: scrolling to a new step", () => {
  function scrollAt({ frameTop, top, pageYOffset = 2000, ...options }: Record<string, number | string | boolean>) {
    const frame = new FakeFrame(`${OURS}/embed/demo`);
    frame.top = Number(frameTop);
    const host = runOnHostPage([frame], options);
    host.window.pageYOffset = Number(pageYOffset);
    host.send({ type: EMBED_SCROLL_MESSAGE, top });
    return host.scrolls;
  }

  it("leaves the page alone while the heading is on screen in its top half", () => {
    expect(scrollAt({ frameTop: 100, top: 24 })).toEqual([]);
    expect(scrollAt({ frameTop: 0, top: 400 })).toEqual([]);
  });

  it("scrolls the heading to the top when it is above the screen or low on it", () => {
    // Heading at -600 + 24 = -576 in the viewport: the page goes up by that, less a 16 px margin.
    expect(scrollAt({ frameTop: -600, top: 24 })).toEqual([{ top: 2000 - 576 - 16, behavior: "smooth" }]);
    expect(scrollAt({ frameTop: 500, top: 24 })).toEqual([{ top: 2000 + 524 - 16, behavior: "smooth" }]);
    expect(scrollAt({ frameTop: 900, top: 24 })).toEqual([{ top: 2000 + 924 - 16, behavior: "smooth" }]);
  });

  it("jumps instead of gliding for people who ask for less motion, and leaves room for the page's sticky header", () => {
    expect(scrollAt({ frameTop: -600, top: 24, reducedMotion: true })).toEqual([
      { top: 2000 - 576 - 16, behavior: "auto" },
    ]);
    expect(scrollAt({ frameTop: -600, top: 24, scrollPaddingTop: "64px" })).toEqual([
      { top: 2000 - 576 - 16 - 64, behavior: "smooth" },
    ]);
  });

  it("brings the heading into the top half of the screen wherever it was", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50_000, max: 50_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (frameTop, top, pageYOffset) => {
          const scrolls = scrollAt({ frameTop, top, pageYOffset });
          const headingTop = frameTop + top;
          const onScreen = headingTop >= 0 && headingTop <= 400;
          expect(scrolls.length).toBe(onScreen ? 0 : 1);
          if (scrolls.length === 0) return;
          const target = pageYOffset + headingTop - 16;
          // At the top of the page the heading can only come as far as the page lets it.
          expect(scrolls[0].top).toBe(Math.max(0, target));
        },
      ),
    );
  });
});
