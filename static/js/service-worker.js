// The lawbook without a connection. `OFFLINE` (set by the /sw.js view above this code) holds the
// content version, the addresses to save at install and the offline page of each language.
/* global OFFLINE */
var CACHE = "lawbook-v" + OFFLINE.version;

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      // Four at a time, each on its own: a page that fails is saved later, when it is read.
      var queue = OFFLINE.precache.slice();
      function next() {
        var url = queue.shift();
        if (url === undefined) return Promise.resolve();
        return cache.add(new Request(url, { credentials: "same-origin" })).catch(function () {}).then(next);
      }
      return Promise.all([next(), next(), next(), next()]);
    }).then(function () { return self.skipWaiting(); })
  );
});

// A new content version replaces the old copies: the text at the table is the text online.
self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf("lawbook-v") === 0 && name !== CACHE;
      }).map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); })
  );
});

function fallbackFor(url) {
  var prefix = url.pathname.split("/").slice(0, 2).join("/") + "/";
  return OFFLINE.fallback[prefix] || OFFLINE.fallback["/tr/"];
}

function saved(request) {
  // A page is saved without its query string (?view=both is the same text side by side).
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request, { ignoreSearch: request.mode === "navigate" });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  var url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.indexOf("/admin/") !== -1 || url.pathname.indexOf("/api/rulings") === 0) return;
  if (request.mode === "navigate") {
    // Pages: the network first (a reader online sees the newest text), the saved copy without one.
    event.respondWith(
      fetch(request).catch(function () {
        return saved(request).then(function (hit) {
          return hit || caches.open(CACHE).then(function (cache) { return cache.match(fallbackFor(url)); });
        });
      })
    );
    return;
  }
  var isStatic = url.pathname.indexOf("/static/") === 0;
  var isSavedApi = url.pathname.indexOf("/api/laws/") === 0 || url.pathname === "/api/definitions/";
  if (!isStatic && !isSavedApi) return;
  // Styles, scripts and the text behind previews: the saved copy first, keyed on the version.
  event.respondWith(
    saved(request).then(function (hit) {
      return hit || fetch(request).then(function (response) {
        if (response.ok) {
          var copy = response.clone();
          caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
        }
        return response;
      });
    })
  );
});
