// Quiz pages: the exam countdown (the server enforces the limit; this only shows it) and no
// double submission of an answer (the button usable again when Back returns to the page).
(function () {
  var timer = document.querySelector(".timer[data-seconds]");
  if (timer) {
    var left = parseInt(timer.getAttribute("data-seconds"), 10);
    var label = timer.textContent.replace(/\d+.*$/, "");
    var tick = function () {
      var m = Math.floor(left / 60), s = left % 60;
      timer.textContent = label + m + ":" + (s < 10 ? "0" : "") + s;
      if (left <= 0) { window.location.reload(); return; }
      left -= 1;
      window.setTimeout(tick, 1000);
    };
    tick();
  }
  document.querySelectorAll("form.answer-form").forEach(function (form) {
    form.addEventListener("submit", function () {
      var button = form.querySelector("button[type=submit]");
      if (button) { window.setTimeout(function () { button.disabled = true; }, 0); }
    });
  });
  // Back to a question kept in the browser's back-forward cache comes back as it was left: its
  // button disabled by the submit above, a tap on it doing nothing and saying nothing (polish76).
  // Enabled again, a second answer is the server's to refuse, on a page that says why; an exam's
  // countdown stopped while the page was away, so the page is asked for again.
  window.addEventListener("pageshow", function (event) {
    if (!event.persisted) { return; }
    if (timer) { window.location.reload(); return; }
    document.querySelectorAll("form.answer-form button[type=submit]").forEach(function (button) {
      button.disabled = false;
    });
  });
})();
