// Reading the Laws on a phone: jumps that land below the sticky header, footnotes that open in
// place, citation previews with the cited paragraph's text, definitions that open where the term
// is, and fewer tab stops. Every link still works as a link without this script.
(function () {
  var root = document.documentElement;

  // --- Jumps land below the header -----------------------------------------------------------
  // The header's height changes with the width of the screen (it wraps on a phone), so it is
  // measured, and the CSS custom property --header-h sets every anchor's scroll-margin-top.
  var header = document.querySelector(".site-header");
  function measureHeader() {
    if (header) root.style.setProperty("--header-h", header.getBoundingClientRect().height + "px");
  }
  function revealTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (!target || !header) return;
    var top = target.getBoundingClientRect().top;
    if (top < header.getBoundingClientRect().bottom || top > window.innerHeight) target.scrollIntoView();
  }
  measureHeader();
  if (header && "ResizeObserver" in window) new ResizeObserver(measureHeader).observe(header);
  // The browser jumped before this script ran, perhaps with the CSS default; correct the landing.
  revealTarget();
  window.addEventListener("load", revealTarget);

  // The language switch keeps the reader on the same paragraph.
  document.addEventListener("click", function (event) {
    var keep = event.target.closest("a[data-keep-hash]");
    if (keep && location.hash) keep.href = keep.href.split("#")[0] + location.hash;
  });

  // --- "50Z" looked up without a connection ----------------------------------------------------
  // The service worker answers a citation of a paragraph the Laws do not have with the saved page
  // of the nearest one they have (/tr/yasa/50/?missing=50z#50): say so, in the words of the online
  // results page ("Law 50 has no paragraph Z. Below is Law 50."), at the paragraph shown. Said
  // only where this page indeed has the paragraph shown and not the one missing, whatever the
  // address claims.
  function sayMissingParagraph() {
    var lawArticle = document.querySelector("article.law[data-missing-in-law]");
    var missing = new URLSearchParams(location.search).get("missing") || "";
    var shown = decodeURIComponent(location.hash.slice(1));
    if (!lawArticle || !/^[0-9a-z]{2,20}$/.test(missing) || !shown) return;
    var start = shown.toLowerCase();
    if (missing.indexOf(start) !== 0 || missing === start) return;
    var ids = Array.prototype.map.call(lawArticle.querySelectorAll("[id]"), function (e) { return e.id.toLowerCase(); });
    if (ids.indexOf(missing) !== -1 || ids.indexOf(start) === -1) return;
    var part = missing.slice(shown.length);
    var inLaw = /^\d+$/.test(shown);
    // As the labels are written: a section in capitals ("Z" of 50Z), an item in parentheses.
    if (inLaw) part = part.toUpperCase();
    else if (/^[a-z]+$/.test(part) && /\d$/.test(shown)) part = "(" + part + ")";
    var words = inLaw
      ? lawArticle.dataset.missingInLaw.replace(/%\(law\)s/g, shown)
      : lawArticle.dataset.missingInParagraph.replace(/%\(shown\)s/g, shown);
    var note = document.createElement("p");
    note.className = "search-note missing-paragraph";
    note.setAttribute("role", "status");
    note.textContent = words.replace("%(part)s", part);
    // At the top of the paragraph the page opens at, where the reader lands (the head of the page
    // is scrolled past).
    var landing = document.getElementById(shown);
    if (landing && lawArticle.contains(landing)) landing.insertBefore(note, landing.firstChild);
  }
  sayMissingParagraph();

  // --- Side-by-side columns and footnotes ----------------------------------------------------
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

  // --- Fewer tab stops: defined terms -----------------------------------------------------------
  // A paragraph may link a dozen terms; Tab skips them unless the reader asks for them.
  var termsToggle = document.querySelector(".terms-toggle");
  function setTermsInTabOrder(on) {
    document.querySelectorAll("a.term").forEach(function (a) {
      if (on) a.removeAttribute("tabindex"); else a.setAttribute("tabindex", "-1");
    });
    if (termsToggle) termsToggle.setAttribute("aria-pressed", String(on));
  }
  setTermsInTabOrder(false);
  if (termsToggle) {
    termsToggle.hidden = false;
    termsToggle.addEventListener("click", function () {
      setTermsInTabOrder(termsToggle.getAttribute("aria-pressed") !== "true");
    });
  }

  // --- The popover: citation previews and definitions ---------------------------------------
  var pop = document.getElementById("preview");
  if (!pop) return;
  var opener = null;   // the link the popover belongs to
  var openedBy = "";   // "hover", "focus", "tap" or "click"
  var lastPointer = "mouse";
  var refocusing = false; // focus given back to the link on Esc must not open the preview again

  function lang(el) {
    var holder = el.closest("[lang]");
    return holder && holder.lang === "en" ? "en" : "tr";
  }
  function field(item, name, code) {
    return (code === "en" && item[name + "_en"]) || item[name + "_tr"] || "";
  }
  function shorten(text, limit) {
    text = text.split("\n").filter(function (line) { return line.charAt(0) !== "|"; }).join(" ").replace(/\s+/g, " ").trim();
    if (text.length <= limit) return text;
    var cut = text.slice(0, limit);
    return cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : limit) + "…";
  }
  function place() {
    // Below the link if it fits, else above it; if neither, on the larger side, scrolling inside,
    // never under the sticky header and never over the link itself.
    var box = opener.getBoundingClientRect();
    var width = root.clientWidth;
    var headerBottom = header ? header.getBoundingClientRect().bottom : 0;
    pop.style.maxWidth = Math.min(416, width - 12) + "px";
    pop.style.maxHeight = "";
    pop.style.left = Math.max(6, Math.min(box.left, width - pop.offsetWidth - 6)) + "px";
    var below = window.innerHeight - box.bottom - 12;
    var above = box.top - headerBottom - 12;
    var height = pop.offsetHeight;
    var under = height <= below || (height > above && below >= above);
    if (height > (under ? below : above)) pop.style.maxHeight = Math.max(under ? below : above, 120) + "px";
    pop.style.top = (under ? box.bottom + 6 : box.top - pop.offsetHeight - 6) + "px";
  }
  function fill(title, text, link, linkText) {
    pop.textContent = "";
    var head = document.createElement("p");
    head.className = "preview-title";
    head.id = "preview-title";
    head.tabIndex = -1;
    head.textContent = title;
    pop.appendChild(head);
    var body = document.createElement("div");
    body.className = "preview-text";
    (Array.isArray(text) ? text : [text]).forEach(function (line) {
      var p = document.createElement("p");
      if (line.note) {
        // An editor's note beside the text (the definition of Artırım), styled as on the pages.
        p.className = "editor-note";
        p.textContent = line.note;
      } else if (line.label) {
        var b = document.createElement("b");
        b.textContent = line.label + " ";
        p.appendChild(b);
        p.appendChild(document.createTextNode(line.text));
      } else {
        p.textContent = line;
      }
      body.appendChild(p);
    });
    pop.appendChild(body);
    var actions = document.createElement("p");
    actions.className = "preview-actions";
    var go = document.createElement("a");
    go.href = link;
    go.textContent = linkText;
    actions.appendChild(go);
    var close = document.createElement("button");
    close.type = "button";
    close.className = "link-button preview-close";
    close.textContent = pop.dataset.close;
    close.addEventListener("click", function () { hide(true); });
    actions.appendChild(close);
    pop.appendChild(actions);
    if (opener) place();
  }
  function open(link, how) {
    if (opener && opener !== link) hide(false);
    opener = link;
    openedBy = how;
    pop.hidden = false;
    pop.setAttribute("aria-labelledby", "preview-title");
    link.setAttribute("aria-expanded", "true");
    link.setAttribute("aria-describedby", "preview");
  }
  function hide(returnFocus) {
    if (!opener) { pop.hidden = true; return; }
    var was = opener;
    opener = null;
    openedBy = "";
    pop.hidden = true;
    was.removeAttribute("aria-expanded");
    was.removeAttribute("aria-describedby");
    if (returnFocus) {
      refocusing = true;
      was.focus({ preventScroll: true });
      refocusing = false;
    }
  }

  // Citation previews: the cited paragraph with its sub-paragraphs, from the Law in the API
  // (GET /api/laws/<n>/, cacheable and saved for offline reading); the short preview the page
  // carries shows at once and stays when the API cannot be reached.
  // On an older edition's own page the preview shows that edition's text, as its links do.
  var article = document.querySelector("article[data-in-edition]");
  var editionQuery = article ? "?edition=" + encodeURIComponent(article.dataset.inEdition) : "";
  var laws = {};
  function lawData(number) {
    if (!laws[number]) {
      laws[number] = fetch("/api/laws/" + number + "/" + editionQuery, { headers: { Accept: "application/json" } })
        .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); });
      laws[number].catch(function () { delete laws[number]; });
    }
    return laws[number];
  }
  function paragraphLines(law, label, code) {
    var byParent = {};
    var target = null;
    law.paragraphs.forEach(function (p) {
      if (p.label === label) target = p;
      (byParent[p.parent] = byParent[p.parent] || []).push(p);
    });
    if (!target) return null;
    var lines = [];
    var budget = 700;
    function add(p, top) {
      if (budget <= 0) return;
      var text = [field(p, "heading", code), field(p, "text", code)].filter(Boolean).join(" — ");
      text = shorten(text, Math.min(top ? 320 : 180, budget));
      if (text || !top) {
        lines.push(top ? text : { label: p.label, text: text });
        budget -= text.length;
      }
      (byParent[p.label] || []).forEach(function (child) { add(child, false); });
      var tail = field(p, "tail", code);
      if (tail && budget > 0) { tail = shorten(tail, Math.min(180, budget)); lines.push(tail); budget -= tail.length; }
    }
    add(target, true);
    if (budget <= 0) lines.push("…");
    return lines;
  }
  function showCitation(link, how) {
    open(link, how);
    var label = link.dataset.label;
    fill(label, link.dataset.preview || "", link.href, pop.dataset.go);
    var code = lang(link);
    lawData(parseInt(label, 10)).then(function (law) {
      var lines = paragraphLines(law, label, code);
      if (opener === link && lines && lines.length) fill(label, lines, link.href, pop.dataset.go);
    }).catch(function () {});
  }

  // Definitions open in place, from GET /api/definitions/: on an older edition's (or a draft's)
  // own page that edition's definitions, as its citation previews show its paragraphs; the current
  // edition's would show a reader of 2017 a definition a later edition changed.
  var definitions = null;
  function definitionData() {
    if (!definitions) {
      definitions = fetch("/api/definitions/" + editionQuery, { headers: { Accept: "application/json" } })
        .then(function (r) { if (!r.ok) throw new Error(r.status); return r.json(); });
      definitions.catch(function () { definitions = null; });
    }
    return definitions;
  }
  function showTerm(link) {
    var slug = decodeURIComponent(link.hash.slice(1));
    var code = lang(link);
    open(link, "click");
    fill(link.textContent, "…", link.href, pop.dataset.allTerms);
    definitionData().then(function (list) {
      var entry = list.filter(function (d) { return d.slug === slug; })[0];
      if (!entry) { location.href = link.href; return; }
      if (opener !== link) return;
      var lines = [shorten(field(entry, "text", code), 900)];
      (entry.editor_notes || []).forEach(function (note) { lines.push({ note: field(note, "text", code) }); });
      fill(field(entry, "term", code), lines, link.href, pop.dataset.allTerms);
      document.getElementById("preview-title").focus({ preventScroll: true });
    }).catch(function () { location.href = link.href; });
  }

  document.addEventListener("pointerdown", function (e) {
    lastPointer = e.pointerType || "mouse";
    // A tap or click anywhere but the popover and its link closes it.
    if (opener && !pop.contains(e.target) && !opener.contains(e.target)) hide(false);
  });
  document.addEventListener("click", function (e) {
    var term = e.target.closest("a.term");
    if (term && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
      e.preventDefault();
      if (opener === term) hide(false); else showTerm(term);
      return;
    }
    var cite = e.target.closest("a.cite");
    if (!cite || pop.contains(cite)) return;
    // On a touch screen the first tap previews; the link in the preview (or a second tap) goes.
    var touch = (e.pointerType || lastPointer) === "touch";
    if (touch && opener !== cite) { e.preventDefault(); showCitation(cite, "tap"); }
  });
  document.addEventListener("keydown", function (e) {
    lastPointer = "keyboard"; // Enter on a citation follows it, whatever was touched before
    if (e.key === "Escape" && opener) {
      var focusBack = pop.contains(document.activeElement) || document.activeElement === opener;
      hide(focusBack);
    }
  });
  document.addEventListener("mouseover", function (e) {
    var a = e.target.closest("a.cite");
    if (a && !pop.contains(a) && lastPointer !== "touch" && (!opener || openedBy === "hover")) showCitation(a, "hover");
  });
  document.addEventListener("mouseout", function (e) {
    var a = e.target.closest("a.cite");
    if (!a || openedBy !== "hover" || a !== opener) return;
    // Moving onto the popover keeps it open, so that its link can be clicked.
    if (e.relatedTarget && (pop.contains(e.relatedTarget) || a.contains(e.relatedTarget))) return;
    hide(false);
  });
  pop.addEventListener("mouseleave", function (e) {
    if (openedBy === "hover" && !(opener && opener.contains(e.relatedTarget))) hide(false);
  });
  // Keyboard readers get the preview when a citation takes the focus (announced as its description).
  document.addEventListener("focusin", function (e) {
    var a = e.target.closest && e.target.closest("a.cite");
    if (a && !pop.contains(a) && !refocusing && lastPointer !== "touch" && opener !== a) showCitation(a, "focus");
  });
  document.addEventListener("focusout", function (e) {
    if (openedBy !== "focus" || e.target !== opener) return;
    if (e.relatedTarget && pop.contains(e.relatedTarget)) return;
    hide(false);
  });
  window.addEventListener("scroll", function () { if (openedBy === "hover") hide(false); }, { passive: true });
  window.addEventListener("resize", function () { if (opener) place(); });
})();
