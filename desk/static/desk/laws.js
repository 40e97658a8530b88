// The Laws applied, picked by label with search (issue 23): beside the record's "Laws applied"
// field, a search box asks the site's search API (/api/search/) and lists the paragraphs found;
// a tap adds the label to the field. Without JavaScript the field is typed as before.
(() => {
  const box = document.getElementById("law-search");
  const field = document.getElementById("id_laws");
  const list = document.getElementById("law-search-results");
  if (!box || !field || !list) return;
  let timer = null;
  let asked = 0;
  const add = (label) => {
    const labels = field.value.split(",").map((s) => s.trim()).filter(Boolean);
    if (!labels.includes(label)) labels.push(label);
    field.value = labels.join(", ");
    field.dispatchEvent(new Event("change"));
  };
  const show = (results) => {
    list.replaceChildren();
    for (const hit of results) {
      const item = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.label = hit.label;
      button.textContent = `${hit.label} · ${hit.heading || hit.title}`;
      button.addEventListener("click", () => add(hit.label));
      item.append(button);
      list.append(item);
    }
    if (!results.length) {
      const item = document.createElement("li");
      item.textContent = list.dataset.none;
      list.append(item);
    }
  };
  const ask = async () => {
    const query = box.value.trim();
    if (!query) { list.replaceChildren(); return; }
    const mine = ++asked;
    const url = `${box.dataset.api}?${new URLSearchParams({ q: query, lang: box.dataset.lang, limit: "8" })}`;
    try {
      const answer = await fetch(url, { headers: { Accept: "application/json" } });
      const data = await answer.json();
      if (mine !== asked) return; // a later query has been asked meanwhile
      const found = (data.results || []).filter((hit) => hit.kind === "paragraph" && hit.label);
      show(found);
    } catch (error) {
      if (mine === asked) show([]);
    }
  };
  box.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(ask, 250); });
  box.addEventListener("keydown", (event) => { if (event.key === "Enter") { event.preventDefault(); ask(); } });
})();
