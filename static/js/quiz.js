// Quiz pages: the exam countdown (the server enforces the limit; this only shows it) and no
// double submission of an answer.
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
})();
