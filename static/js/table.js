// The director's table (/tr/masa/, /en/table/): every card is a link that reloads the page with
// the longer record, which works without JavaScript but lands at the top. With it, the place the
// director tapped is kept: the scroll position is remembered for the next page of the same table,
// and a keyboard's focus goes on to what is to be done next.
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
  // A Director at a keyboard who plays a card with Enter landed, on the next page, at its top: some
  // twenty Tab stops (the menu, the modes, the 46B words) before the next card. After a card or a
  // choice taken from the keyboard, the focus goes to what is to be done next (the choice the
  // engine asks for, else the first legal card), described by the trick line and the engine's
  // sentences so that a screen reader says what changed. A tap or a click leaves the focus alone.
  var NEXT = "table-focus-next";
  var next = sessionStorage.getItem(NEXT);
  sessionStorage.removeItem(NEXT);
  if (next !== null && location.hash === "") {
    var target = table.querySelector(".decision a.big-button") || table.querySelector("a.card.legal");
    if (target) {
      var described = ["table-status", "engine-now"].filter(function (id) { return document.getElementById(id); });
      if (described.length) target.setAttribute("aria-describedby", described.join(" "));
      target.focus({ preventScroll: true });
    }
  }
  table.addEventListener("click", function (event) {
    var link = event.target.closest("a");
    if (!link || link.origin !== location.origin || link.pathname !== location.pathname) return;
    sessionStorage.setItem(KEY, String(window.scrollY));
    // A click from Enter has no pointer: its detail is 0.
    if (event.detail === 0 && link.matches("a.card, .decision a.big-button")) sessionStorage.setItem(NEXT, "1");
  });
})();
