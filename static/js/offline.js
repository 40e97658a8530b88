// Installs the service worker that keeps the Laws for reading without a connection, and shows
// the reader how the saving goes (the worker tells each open page, static/js/service-worker.js):
// "Saving the Laws for use offline: 120 of 440", then "Ready to use without a connection". The
// words come from the status element's data attributes, translated by templates/base.html.
(function () {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  var status = document.getElementById("offline-status");
  // A screen reader hears the count now and then, not on each of hundreds of pages saved.
  var QUIET_MS = 2000;
  var HIDE_READY_MS = 8000;
  var shownAt = 0;
  var pending = null;
  var hideTimer = null;

  function show(text, state) {
    clearTimeout(hideTimer);
    status.textContent = text;
    status.setAttribute("data-state", state);
    shownAt = Date.now();
  }

  function saving(done, total) {
    var text = status.getAttribute("data-saving").replace("%(done)s", done).replace("%(total)s", total);
    clearTimeout(pending);
    var wait = shownAt + QUIET_MS - Date.now();
    if (!status.textContent || wait <= 0) {
      show(text, "saving");
    } else {
      pending = setTimeout(function () { show(text, "saving"); }, wait);
    }
  }

  function ready() {
    clearTimeout(pending);
    show(status.getAttribute("data-ready"), "ready");
    // Out of the way once said: the book stays ready.
    // Emptied, not hidden: the live region stays in place for the next announcement.
    hideTimer = setTimeout(function () { status.textContent = ""; status.removeAttribute("data-state"); }, HIDE_READY_MS);
  }

  if (status) {
    navigator.serviceWorker.addEventListener("message", function (event) {
      var message = event.data || {};
      if (message.offline === "saving") saving(message.done, message.total);
      else if (message.offline === "ready") ready();
    });
    navigator.serviceWorker.startMessages();
  }
  window.addEventListener("load", function () {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(function () {});
  });
})();
