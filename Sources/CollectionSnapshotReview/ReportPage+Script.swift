extension ReportPage {
  /// The page's script, first part: the entries, the summary, the list and the detail of one
  /// entry (texts, commands). Plain JavaScript, no library, nothing fetched.
  static let scriptEntries = #"""
"use strict";
(function () {
  const URGENCY = { error: 4, failed: 3, missing: 2, recorded: 1, passed: 0 };
  const LABEL = { error: "error", failed: "failed", missing: "new", recorded: "recorded", passed: "passed" };
  const MODES = ["side", "slider", "blend", "flicker", "diff"];
  const MODE_NAMES = { side: "Side by side", slider: "Slider", blend: "Blend", flicker: "Flicker", diff: "Diff only" };
  const FILTERS = [["review", "To review"], ["failed", "Failed"], ["missing", "New"], ["recorded", "Recorded"], ["passed", "Passed"], ["error", "Errors"], ["all", "All"]];
  const STRATEGY_ORDER = { image: 0, filmstrip: 1, layout: 2, trace: 3, text: 4 };
  const state = { mode: "side", zoom: "fit", region: -1, split: 50, blend: 50, filter: "review", query: "" };
  let groups = [];
  let visible = [];
  let current = -1;
  let flickerTimer = 0;
  const $ = (id) => document.getElementById(id);

  function esc(text) {
    return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
  }
  function isPicture(record) {
    return record.strategy === "image" || record.strategy === "filmstrip";
  }

  function stem(path) {
    for (const ext of [".layout.txt", ".trace.txt", ".filmstrip.png", ".png", ".txt"]) if (path.endsWith(ext)) return path.slice(0, -ext.length);
    const dot = path.lastIndexOf(".");
    return dot > path.lastIndexOf("/") ? path.slice(0, dot) : path;
  }
  function shortName(test) {
    const slash = test.lastIndexOf("/");
    return slash >= 0 ? test.slice(slash + 1) : test;
  }
  function quote(text) {
    return /^[A-Za-z0-9_.,:=@%+\/-]+$/.test(text) ? text : "'" + text.replace(/'/g, "'\\''") + "'";
  }
  function percent(part, whole) {
    if (!whole) return "";
    const p = (100 * part) / whole;
    return p >= 0.01 || p === 0 ? p.toFixed(2).replace(/\.?0+$/, "") + "%" : p.toPrecision(2) + "%";
  }
  function number(n) {
    return Number(n).toLocaleString("en-US");
  }

  function build() {
    const latest = new Map();
    for (const entry of CSReport.entries) latest.set(entry.record.test + "\u0000" + entry.record.reference, entry);
    const byKey = new Map();
    for (const entry of latest.values()) {
      const r = entry.record;
      const key = r.test + "\u0000" + stem(r.reference);
      let g = byKey.get(key);
      if (!g) {
        g = { key: key, test: r.test, suite: r.suite, title: r.displayName || shortName(r.test), items: [], status: "passed", file: r.file, line: r.line, testCase: r.testCase, name: r.name };
        byKey.set(key, g);
      }
      g.items.push(entry);
      if (URGENCY[r.status] > URGENCY[g.status]) g.status = r.status;
      if (r.line < g.line) g.line = r.line;
    }
    groups = Array.from(byKey.values());
    for (const g of groups) {
      g.items.sort((a, b) => (STRATEGY_ORDER[a.record.strategy] ?? 9) - (STRATEGY_ORDER[b.record.strategy] ?? 9));
      g.warnings = [];
      for (const e of g.items) for (const w of e.record.warnings || []) if (!g.warnings.includes(w)) g.warnings.push(w);
      g.search = [g.test, g.title, g.file, g.testCase || "", g.name || ""].concat(g.items.map((e) => e.record.reference + " " + (e.record.message || "")), g.warnings).join(" ").toLowerCase();
    }
    groups.sort((a, b) => URGENCY[b.status] - URGENCY[a.status] || a.suite.localeCompare(b.suite) || a.test.localeCompare(b.test) || a.key.localeCompare(b.key));
    groups.forEach((g, i) => (g.id = "e" + (i + 1)));
  }

  function summary() {
    const counts = { error: 0, failed: 0, missing: 0, recorded: 0, passed: 0 };
    const suites = new Map();
    for (const g of groups) {
      counts[g.status]++;
      if (!suites.has(g.suite)) suites.set(g.suite, { error: 0, failed: 0, missing: 0, recorded: 0, passed: 0 });
      suites.get(g.suite)[g.status]++;
    }
    const meta = CSReport.meta || { title: "Snapshot report", folders: [] };
    document.title = meta.title;
    $("title").textContent = meta.title;
    const chips = ["failed", "missing", "recorded", "passed", "error"]
      .filter((s) => counts[s] > 0 || s !== "error")
      .map((s) => `<span class="count ${s}" data-status="${s}"><b>${number(counts[s])}</b> ${LABEL[s]}</span>`)
      .join("");
    const folders = meta.folders.length === 1 ? "1 folder" : meta.folders.length + " folders";
    let note = `${number(groups.length)} snapshot ${groups.length === 1 ? "entry" : "entries"} in ${number(suites.size)} ${suites.size === 1 ? "suite" : "suites"}, from ${folders}`;
    if (meta.duplicates) note += ` (${meta.duplicates} repeated assertions: the later folder's kept)`;
    $("summary").innerHTML = chips + `<span class="note">${esc(note)}</span>`;
    const rows = Array.from(suites.entries())
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([name, c]) => `<tr><td>${esc(name)}</td>${["failed", "missing", "recorded", "passed", "error"].map((s) => `<td class="${c[s] ? s : "zero"}">${c[s]}</td>`).join("")}</tr>`)
      .join("");
    $("suites").innerHTML = `<summary>Per suite</summary><table><thead><tr><th>suite</th><th>failed</th><th>new</th><th>recorded</th><th>passed</th><th>errors</th></tr></thead><tbody>${rows}</tbody></table>`;
    $("folders").textContent = meta.folders.join(", ");
    $("filters").innerHTML = FILTERS.map(([value, label]) => `<button type="button" data-filter="${value}">${label}</button>`).join("");
  }

  function matches(g) {
    if (state.filter === "review" && URGENCY[g.status] < 2) return false;
    if (state.filter !== "review" && state.filter !== "all" && g.status !== state.filter) return false;
    return !state.query || g.search.includes(state.query);
  }

  function renderList() {
    const selected = current >= 0 ? visible[current] : null;
    visible = groups.filter(matches);
    current = selected ? visible.indexOf(selected) : -1;
    for (const button of $("filters").children) button.classList.toggle("on", button.dataset.filter === state.filter);
    $("list").innerHTML = visible
      .map((g, i) => {
        const kinds = g.items.map((e) => e.record.strategy).join(", ");
        const warned = g.warnings.length ? ` · <span class="warned">${g.warnings.length} warning${g.warnings.length > 1 ? "s" : ""}</span>` : "";
        return `<li data-index="${i}" id="item-${g.id}"><span class="badge ${g.status}">${LABEL[g.status]}</span><span class="name">${esc(g.title)}</span><span class="sub">${esc(g.suite)} · ${esc(kinds)}${g.testCase ? " · " + esc(g.testCase) : ""}${g.name ? " · " + esc(g.name) : ""}${warned}</span></li>`;
      })
      .join("");
    $("shown").textContent = `${number(visible.length)} of ${number(groups.length)}`;
    if (current < 0 && visible.length) select(0, false);
    else if (!visible.length) {
      current = -1;
      $("detail").innerHTML = `<p class="empty">${groups.length ? "Nothing matches the filter." : "No snapshot assertion recorded yet."}</p>`;
    } else markSelected();
  }

  function markSelected() {
    for (const li of $("list").querySelectorAll("li.on")) li.classList.remove("on");
    const li = $("list").children[current];
    if (li) {
      li.classList.add("on");
      li.scrollIntoView({ block: "nearest" });
    }
  }

  function select(index, updateHash) {
    if (index < 0 || index >= visible.length) return;
    current = index;
    state.region = -1;
    markSelected();
    renderDetail(visible[index]);
    if (updateHash !== false) history.replaceState(null, "", "#" + visible[index].id);
  }

  function approveFolder() {
    if (location.protocol === "file:") {
      const path = decodeURIComponent(location.pathname);
      return path.slice(0, path.lastIndexOf("/")) || "/";
    }
    return (CSReport.meta && CSReport.meta.approveFolder) || ".";
  }

  function commands(g) {
    const folder = quote(approveFolder());
    const mine = g.items.filter((e) => (e.record.status === "failed" || e.record.status === "missing") && e.record.artifacts.actual);
    const all = `swift run collection-snapshot approve ${folder}`;
    let html = `<section class="commands"><h3>Accept</h3>`;
    if (mine.length) {
      const one = all + mine.map((e) => " --test " + quote(e.record.reference)).join("");
      html += `<p>This change (${mine.map((e) => e.record.strategy).join(" and ")}):</p><div class="cmd"><code id="accept-one">${esc(one)}</code><button type="button" data-copy="accept-one">Copy</button></div>`;
    } else {
      html += `<p>Nothing to accept in this entry (${LABEL[g.status]}).</p>`;
    }
    html += `<p>Every failed and new snapshot of the report:</p><div class="cmd"><code id="accept-all">${esc(all)}</code><button type="button" data-copy="accept-all">Copy</button></div>`;
    html += `<p class="hint">Run from the package root; a reference changed since the run is refused. Add <code>--dry-run</code> to see the files first.</p></section>`;
    return html;
  }

  function renderDetail(g) {
    stopFlicker();
    const first = g.items[0].record;
    let html = `<div class="head"><span class="badge ${g.status}">${LABEL[g.status]}</span><h2>${esc(g.title)}</h2></div>`;
    html += `<p class="meta"><code>${esc(g.test)}</code>${g.testCase ? " · case " + esc(g.testCase) : ""}${g.name ? " · named " + esc(g.name) : ""}<br><span class="loc">${esc(first.file)}${first.line ? ":" + first.line : ""}</span> · record mode ${esc(first.recordMode)}</p>`;
    if (g.warnings.length) {
      html += `<section class="warnings"><h3>Console warnings</h3><p class="hint">What UIKit would have logged for this screen; warnings do not fail a test.</p><ul>${g.warnings.map((w) => `<li>${esc(w)}</li>`).join("")}</ul></section>`;
    }
    g.items.forEach((entry, i) => (html += section(entry, i)));
    html += commands(g);
    $("detail").innerHTML = html;
    $("detail").scrollTop = 0;
    g.items.forEach((entry, i) => {
      if (isPicture(entry.record) && entry.record.artifacts.actual) drawViewer(entry, i);
    });
  }

  function section(entry, i) {
    const r = entry.record;
    let html = `<section class="snapshot" data-strategy="${esc(r.strategy)}"><h3>${esc(r.strategy)} <span class="badge ${r.status}">${LABEL[r.status]}</span> <code class="path">${esc(r.reference)}</code></h3>`;
    html += `<p class="timing">${r.durationMilliseconds.toFixed(1)} ms</p>`;
    if (r.status === "missing") html += `<p class="note">No reference yet: below is the new snapshot. Accepting it writes the reference.</p>`;
    if (r.status === "recorded") html += `<p class="note">The reference was written in this run (record mode ${esc(r.recordMode)}); look at it before committing.</p>`;
    if (r.status === "passed") html += `<p class="note">Matches its reference.</p>`;
    if (r.image) html += `<p class="counts">${imageCounts(r.image, r.status)}</p>`;
    if (isPicture(r) && r.artifacts.actual) html += `<div class="viewer" id="viewer-${i}"></div>`;
    if (r.changes && r.changes.length) html += `<h4>Layout changes</h4><ul class="changes">${r.changes.map((c) => `<li>${esc(c)}</li>`).join("")}</ul>`;
    if (r.firstDifference) html += `<h4>First differing event</h4><p class="first">${esc(r.firstDifference)}</p>`;
    if (entry.texts && entry.texts.diff) html += `<h4>Diff</h4>${diffBlock(entry.texts.diff)}`;
    else if (entry.texts && entry.texts.actual) html += `<h4>New snapshot</h4><pre class="text">${esc(entry.texts.actual)}</pre>`;
    if (r.message) html += `<details class="message" ${r.status === "error" ? "open" : ""}><summary>Failure message</summary><pre>${esc(r.message)}</pre></details>`;
    const files = [["reference", r.artifacts.reference], ["actual", r.artifacts.actual], ["diff", r.artifacts.diff], ["diff text", r.artifacts.diffText]].filter((f) => f[1]);
    if (files.length) html += `<p class="files">${files.map(([label, path]) => `<a href="${esc(encodeURI(path))}">${label}</a>`).join(" · ")}</p>`;
    return html + "</section>";
  }

  function imageCounts(d, status) {
    const parts = [];
    if (status !== "missing") {
      if (d.referenceWidth !== d.actualWidth || d.referenceHeight !== d.actualHeight) parts.push(`<b>size changed</b>: reference ${d.referenceWidth}×${d.referenceHeight}, actual ${d.actualWidth}×${d.actualHeight} pixels`);
      else parts.push(`${d.actualWidth}×${d.actualHeight} pixels`);
      if (d.differingPixels || status === "failed") parts.push(`<b>${number(d.differingPixels)}</b> of ${number(d.totalPixels)} pixels differ (${percent(d.differingPixels, d.totalPixels)})`);
      if (d.regions.length) parts.push(`${d.regions.length} region${d.regions.length > 1 ? "s" : ""}`);
    } else parts.push(`${d.actualWidth}×${d.actualHeight} pixels`);
    parts.push(`@${d.scale}x`);
    return parts.join(" · ");
  }

  function diffBlock(text) {
    const lines = text.split("\n").map((line) => {
      const cls = line.startsWith("+++") || line.startsWith("---") ? "file" : line.startsWith("@@") ? "hunk" : line.startsWith("+") ? "add" : line.startsWith("-") ? "del" : "";
      return cls ? `<span class="${cls}">${esc(line)}</span>` : esc(line);
    });
    return `<pre class="diff">${lines.join("\n")}</pre>`;
  }

"""#
}
