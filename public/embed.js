/*
 * BookingPro embed: <script src="https://{bookingpro host}/embed.js" async></script> after our booking iframes.
 * It sizes each of them to its content and scrolls this page to each new step of the form. The messages
 * (components/booking-wizard/embed-messages.ts spells the same names), accepted only from our iframes at our origin:
 *   { type: "bookingpro:height", height }  the form's height in CSS pixels
 *   { type: "bookingpro:scroll", top }     a new step's heading, this far below the top of the iframe
 * and sent to each of them once it has loaded: { type: "bookingpro:measure" } (report your height again).
 */
(function () {
  var script = document.currentScript || document.querySelector('script[src$="/embed.js"]');
  if (!script || !script.src) return;
  var origin = new URL(script.src, window.location.href).origin;
  var MAX_PIXELS = 100000;
  /** Room left above a heading the page scrolls to. */
  var MARGIN = 16;

  function originOf(src) {
    try {
      return new URL(src, window.location.href).origin;
    } catch (e) {
      return null;
    }
  }
  // Exact origin match, so https://ours.example.evil.com never counts as ours.
  function isOurs(frame) {
    return originOf(frame.src) === origin;
  }
  function frameOf(source) {
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === source && isOurs(frames[i])) return frames[i];
    }
    return null;
  }
  function pixels(value, minimum) {
    return typeof value === "number" && isFinite(value) && value >= minimum && value <= MAX_PIXELS ? value : null;
  }
  function scrollPaddingTop() {
    var padding = parseFloat(window.getComputedStyle(document.documentElement).scrollPaddingTop);
    return isFinite(padding) && padding > 0 ? padding : 0;
  }

  // As the booking page does: the step's heading is left where it is when it is on screen in the top half (its
  // choices show below it), otherwise the page scrolls it to the top.
  function scrollToStep(frame, top) {
    var headingTop = frame.getBoundingClientRect().top + frame.clientTop + top;
    if (headingTop >= 0 && headingTop <= window.innerHeight / 2) return;
    var reduceMotion = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({
      top: Math.max(0, window.pageYOffset + headingTop - MARGIN - scrollPaddingTop()),
      behavior: reduceMotion ? "auto" : "smooth",
    });
  }

  window.addEventListener("message", function (event) {
    if (event.origin !== origin || !event.source) return;
    var data = event.data;
    if (!data || typeof data !== "object") return;
    if (data.type !== "bookingpro:height" && data.type !== "bookingpro:scroll") return;
    var frame = frameOf(event.source);
    if (!frame) return;
    if (data.type === "bookingpro:height") {
      var height = pixels(data.height, 1);
      if (height !== null) frame.style.height = Math.ceil(height) + "px";
    } else {
      var top = pixels(data.top, 0);
      if (top !== null) scrollToStep(frame, top);
    }
  });

  // This script loads async: an embed that started first has reported its height to no one, so ask each of ours
  // again, but only once it holds our document (before that it holds about:blank, of this page's origin, which
  // refuses a message meant for ours with a console error). A frame showing another origin's document has no
  // contentDocument here; one still on about:blank does, and is asked when it loads.
  var frames = document.getElementsByTagName("iframe");
  for (var i = 0; i < frames.length; i++) {
    if (!isOurs(frames[i])) continue;
    frames[i].addEventListener("load", function (event) {
      ask(event.target);
    });
    if (frames[i].contentDocument === null) ask(frames[i]);
  }
  function ask(frame) {
    if (frame.contentWindow) frame.contentWindow.postMessage({ type: "bookingpro:measure" }, origin);
  }
})();
