/* BookingPro embed: <script src="https://{bookingpro host}/embed.js" async></script> sizes our booking iframes to their content. */
(function () {
  var script = document.currentScript || document.querySelector('script[src$="/embed.js"]');
  if (!script || !script.src) return;
  var origin = new URL(script.src, location.href).origin;
  function originOf(src) {
    try {
      return new URL(src, location.href).origin;
    } catch (e) {
      return null;
    }
  }
  window.addEventListener("message", function (event) {
    var data = event.data;
    if (!data || typeof data !== "object" || data.type !== "bookingpro:height") return;
    if (event.origin !== origin || !event.source) return;
    var height = Number(data.height);
    if (!isFinite(height) || height <= 0 || height > 100000) return;
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i++) {
      var frame = frames[i];
      // Exact origin match, so https://ours.example.evil.com never counts as ours.
      if (frame.contentWindow === event.source && originOf(frame.src) === origin) {
        frame.style.height = Math.ceil(height) + "px";
        return;
      }
    }
  });
  // An embed that loaded before this script (it is async) has already reported its height to no one: ask again.
  var frames = document.getElementsByTagName("iframe");
  for (var i = 0; i < frames.length; i++) {
    if (originOf(frames[i].src) === origin && frames[i].contentWindow) {
      frames[i].contentWindow.postMessage({ type: "bookingpro:measure" }, origin);
    }
  }
})();
