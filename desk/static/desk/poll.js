// The copy buttons beside the pollees' links (templates/desk/poll_detail.html).
document.addEventListener("click", (event) => {
  const button = event.target.closest("button[data-copy]");
  if (!button) return;
  const input = document.getElementById(button.dataset.copy);
  input.select();
  const done = () => { button.textContent = button.dataset.copied; };
  if (navigator.clipboard) navigator.clipboard.writeText(input.value).then(done, () => document.execCommand("copy"));
  else if (document.execCommand("copy")) done();
});
