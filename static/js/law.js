// Footnotes open in place; citations show a preview of the cited paragraph on hover or tap.
(function () {
  // The language switch keeps the reader on the same paragraph.
  document.addEventListener("click", function (event) {
    var keep = event.target.closest("a[data-keep-hash]");
    if (keep && location.hash) keep.href = keep.href.split("#")[0] + location.hash;
  });
  document.addEventListener("click", function (event) {
    var show = event.target.closest(".column-toggle [data-show]");
    if (show) {
      // Without JavaScript the link reloads the page with ?show=; with it the column just swaps.
      event.preventDefault();
      show.closest("article").dataset.show = show.dataset.show;
      show.parentNode.querySelectorAll("[data-show]").forEach(function (a) {
        if (a === show) a.setAttribute("aria-current", "true"); else a.removeAttribute("aria-current");
      });
      return;
    }
    var button = event.target.closest(".fn-ref");
    if (!button) return;
    var pop = document.getElementById(button.getAttribute("aria-controls"));
    if (!pop) return;
    var open = pop.hidden;
    pop.hidden = !open;
    button.setAttribute("aria-expanded", String(open));
  });
  var preview = document.getElementById("preview");
  if (!preview) return;
  var touched = null;
  function show(link) {
    preview.textContent = link.dataset.label + " — " + link.dataset.preview;
    var box = link.getBoundingClientRect();
    preview.hidden = false;
    var top = box.bottom + 6;
    if (top + preview.offsetHeight > window.innerHeight) top = Math.max(6, box.top - preview.offsetHeight - 6);
    preview.style.top = top + "px";
    preview.style.left = Math.max(6, Math.min(box.left, window.innerWidth - preview.offsetWidth - 6)) + "px";
  }
  function hide() { preview.hidden = true; touched = null; }
  document.addEventListener("mouseover", function (e) { var a = e.target.closest("a.cite"); if (a) show(a); });
  document.addEventListener("mouseout", function (e) { if (e.target.closest("a.cite")) hide(); });
  // Keyboard readers get the preview when a citation takes the focus.
  document.addEventListener("focusin", function (e) { var a = e.target.closest && e.target.closest("a.cite"); if (a) show(a); });
  document.addEventListener("focusout", function (e) { if (e.target.closest && e.target.closest("a.cite")) hide(); });
  // On a touch screen the first tap previews, the second follows the link.
  document.addEventListener("touchend", function (e) {
    var a = e.target.closest("a.cite");
    if (!a) { hide(); return; }
    if (touched !== a) { e.preventDefault(); touched = a; show(a); }
  });
  window.addEventListener("scroll", function () { if (!touched) hide(); }, { passive: true });
})();
