// The director's table (/tr/masa/, /en/table/): every card is a link that reloads the page with
// the longer record, which works without JavaScript but lands at the top. With it, the place the
// director tapped is kept: the scroll position is remembered for the next page of the same table.
(function () {
  "use strict";
  var table = document.querySelector("[data-keep-place]");
  if (!table) return;
  var KEY = "table-scroll";
  var saved = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (saved !== null && location.hash === "") {
    window.scrollTo(0, parseInt(saved, 10) || 0);
  }
  table.addEventListener("click", function (event) {
    var link = event.target.closest("a");
    if (!link || link.origin !== location.origin || link.pathname !== location.pathname) return;
    sessionStorage.setItem(KEY, String(window.scrollY));
  });
})();
