// The lawbook without a connection. `OFFLINE` (set by the /sw.js view above this code) holds the
// content version, the release (what the deployed code is: lawbook/release.py), the addresses to save at install, the offline page of each language and what
// a paragraph permalink needs to be answered from its saved Law page (lawbook/pages/offline.py).
/* global OFFLINE */
// A new text or a new release (a corrected template, catalogue string or guide) is a new book.
var CACHE = "lawbook-v" + OFFLINE.version + "." + OFFLINE.release;

// The open pages, also those this worker does not control yet (the first visit), hear how the
// saving goes: static/js/offline.js shows it.
function tell(message) {
  return self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(function (pages) {
    pages.forEach(function (page) { page.postMessage(message); });
  });
}

self.addEventListener("install", function (event) {
  event.waitUntil(
    caches.open(CACHE).then(function (cache) {
      // Four at a time, each on its own: a page that fails is saved later, when it is read.
      var queue = OFFLINE.precache.slice();
      var total = queue.length;
      var done = 0;
      tell({ offline: "saving", done: done, total: total });
      function next() {
        var url = queue.shift();
        if (url === undefined) return Promise.resolve();
        return cache.add(new Request(url, { credentials: "same-origin" })).catch(function () {}).then(function () {
          done += 1;
          tell({ offline: "saving", done: done, total: total });
          return next();
        });
      }
      return Promise.all([next(), next(), next(), next()]);
    }).then(function () { return self.skipWaiting(); })
  );
});

// A new content version or release replaces the old copies: the text at the table is the text online.
self.addEventListener("activate", function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) {
        return name.indexOf("lawbook-v") === 0 && name !== CACHE;
      }).map(function (name) { return caches.delete(name); }));
    }).then(function () { return self.clients.claim(); })
      // Only now is the book read from this version's copies: ready without a connection.
      .then(function () { return tell({ offline: "ready" }); })
  );
});

function fallbackFor(url) {
  var prefix = url.pathname.split("/").slice(0, 2).join("/") + "/";
  return OFFLINE.fallback[prefix] || OFFLINE.fallback["/tr/"];
}

// A paragraph permalink's label reduced to the form of OFFLINE.permalinks.paragraphs' keys: the
// anchor in lower case. The permalink view reads a label with or without its parentheses, with
// spaces, after a typed word ("Yasa 64B3"); the same forms are reduced here.
function permalinkKey(segment) {
  var text;
  try { text = decodeURIComponent(segment); } catch (error) { return null; }
  text = text.toLowerCase().trim();
  OFFLINE.permalinks.prefixes.slice().sort(function (a, b) { return b.length - a.length; }).some(function (word) {
    if (text.indexOf(word) !== 0) return false;
    text = text.slice(word.length).replace(/^\s*[.:]?/, "");
    return true;
  });
  return text.replace(/[\s()\/]/g, "");
}

// Where the online permalink view would send the reader: the Law page + "#anchor"; null when the
// address is not a permalink or names no paragraph.
function permalinkTarget(url) {
  var targets = OFFLINE.permalinks;
  var prefix = Object.keys(targets.laws).filter(function (p) { return url.pathname.indexOf(p) === 0; })[0];
  if (!prefix) return null;
  var segment = url.pathname.slice(prefix.length).replace(/\/$/, "");
  if (!segment || segment.indexOf("/") !== -1) return null;
  var key = permalinkKey(segment);
  if (!key) return null;
  var paragraph = targets.paragraphs[key];
  if (paragraph) {
    var lawPage = targets.laws[prefix][String(paragraph[0])];
    return lawPage ? lawPage + "#" + paragraph[1] : null;
  }
  // "Yasa 64": the Law page itself.
  return /^\d+$/.test(key) ? targets.laws[prefix][String(Number(key))] || null : null;
}

function saved(request) {
  // A page is saved without its query string (?view=both is the same text side by side).
  return caches.open(CACHE).then(function (cache) {
    return cache.match(request, { ignoreSearch: request.mode === "navigate" });
  });
}

// A citation typed in the search box ("50D2", "yasa 16b1a", "law 64", "27B-1-a"): online the search
// jumps to the paragraph; without a connection the same jump from the saved Law page, where before
// the reader met "No connection" for the one look-up he makes most at the table. A search for
// words still needs the server.
function searchTarget(url) {
  var prefix = OFFLINE.permalinks.searches[url.pathname];
  var typed = typedLabel((url.searchParams.get("q") || "").replace(/[-.]/g, " ").trim());
  if (!prefix || !typed || typed.indexOf("/") !== -1) return null;
  return permalinkTarget(new URL(prefix + encodeURIComponent(typed) + "/", url)) || nearestTarget(prefix, typed);
}

// What the online search also reads as a citation (lawbook.search.query.citation, qa82): an
// abbreviation before the Law's number ("L64B2", "Y 64", "md. 12") and a Turkish case ending
// after an apostrophe ("Yasa 64’e", "50D2a’da"). Without a connection they fell to "No connection".
function typedLabel(typed) {
  var abbreviation = new RegExp("^(?:" + (OFFLINE.permalinks.abbreviations || []).join("|") + ")\\s*(?=\\d)", "i");
  return typed.replace(abbreviation, "").replace(/['\u2019]\p{L}{1,5}$/u, "").trim();
}

// A citation of a paragraph the Laws do not have ("50Z", "law 12q", "50D9"): online the results
// page says so above the nearest paragraph they have (Law 50, 50D); here the saved Law page at
// that paragraph, with ?missing= naming the label typed, from which static/js/law.js says the same.
// A Law the Laws do not have ("99Z") has no nearest paragraph: the offline page, as before.
function nearestTarget(prefix, typed) {
  var key = permalinkKey(encodeURIComponent(typed));
  if (!key || !/^\d{1,2}[a-z0-9]+$/.test(key)) return null;
  var laws = OFFLINE.permalinks.laws[prefix];
  var shorter = key;
  while ((shorter = shorter.replace(/(\d+|[a-z])$/, ""))) {
    var paragraph = OFFLINE.permalinks.paragraphs[shorter];
    if (paragraph && laws[String(paragraph[0])]) {
      return laws[String(paragraph[0])] + "?missing=" + encodeURIComponent(key) + "#" + paragraph[1];
    }
    if (/^\d+$/.test(shorter)) {
      var lawPage = laws[String(Number(shorter))];
      return lawPage ? lawPage + "?missing=" + encodeURIComponent(key) + "#" + String(Number(shorter)) : null;
    }
  }
  return null;
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
          if (hit) return hit;
          // A paragraph permalink: to its Law page, at the paragraph; that page is saved (or, where
          // it is not, the redirected request gets the offline page).
          var target = permalinkTarget(url) || searchTarget(url);
          if (target) return Response.redirect(new URL(target, url).href, 302);
          return caches.open(CACHE).then(function (cache) { return cache.match(fallbackFor(url)); });
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
