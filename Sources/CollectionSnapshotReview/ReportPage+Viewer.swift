extension ReportPage {
  /// The page's script, second part: the picture viewer (side by side, slider, blend,
  /// flicker, diff only; fit, 1:1 pixels, zoom to a region), the keyboard and the start.
  static let scriptViewer = #"""
  // Pictures.
  function drawViewer(entry, i) {
    const host = $("viewer-" + i);
    const r = entry.record;
    const d = r.image || { referenceWidth: 0, referenceHeight: 0, actualWidth: 0, actualHeight: 0, regions: [], scale: 1 };
    const hasReference = !!r.artifacts.reference;
    const hasDiff = !!r.artifacts.diff;
    const modes = hasReference ? MODES.filter((m) => m !== "diff" || hasDiff) : ["side"];
    const mode = modes.includes(state.mode) ? state.mode : "side";
    let bar = `<div class="toolbar"><span class="seg" role="group" aria-label="comparison">`;
    bar += modes.map((m, k) => `<button type="button" data-mode="${m}" class="${m === mode ? "on" : ""}" title="key ${MODES.indexOf(m) + 1}">${MODE_NAMES[m]}</button>`).join("");
    bar += `</span><span class="seg" role="group" aria-label="zoom"><button type="button" data-zoom="fit" class="${state.zoom === "fit" ? "on" : ""}" title="key f">Fit</button><button type="button" data-zoom="1:1" class="${state.zoom === "1:1" ? "on" : ""}" title="key f">1:1 pixels</button></span>`;
    if (mode === "slider") bar += `<label class="range">split <input type="range" class="split" min="0" max="100" value="${state.split}"></label>`;
    if (mode === "blend") bar += `<label class="range">actual opacity <input type="range" class="blend" min="0" max="100" value="${state.blend}"></label>`;
    if (mode === "flicker") bar += `<span class="flicker-label">reference</span>`;
    bar += `</div>`;
    if (d.regions.length && hasReference) {
      bar += `<div class="regions">Zoom to a differing region (key r):${d.regions.map((g, k) => `<button type="button" data-region="${k}" class="${state.region === k ? "on" : ""}">${k + 1}: ${g[0]},${g[1]} ${g[2]}×${g[3]}</button>`).join("")}</div>`;
    }
    const width = Math.max(d.referenceWidth, d.actualWidth) || 1;
    const height = Math.max(d.referenceHeight, d.actualHeight) || 1;
    const pictures = {
      reference: hasReference ? [r.artifacts.reference, d.referenceWidth, d.referenceHeight] : null,
      actual: [r.artifacts.actual, d.actualWidth, d.actualHeight],
      diff: hasDiff ? [r.artifacts.diff, width, height] : null,
    };
    let panes;
    if (mode === "side") {
      const shown = hasReference ? ["reference", "actual", "diff"].filter((k) => pictures[k]) : ["actual"];
      panes = shown.map((k) => pane(hasReference ? k : "new snapshot", [img(pictures[k], k)])).join("");
    } else if (mode === "diff") {
      panes = pane("diff", [img(pictures.diff, "diff")]);
    } else {
      panes = pane(mode === "slider" ? "reference ◀ ▶ actual" : mode === "blend" ? "reference under actual" : "reference / actual", [img(pictures.reference, "reference"), img(pictures.actual, "actual top"), mode === "slider" ? `<div class="splitline"></div>` : ""]);
    }
    host.innerHTML = bar + `<div class="panes ${mode}">${panes}</div>`;
    host.dataset.mode = mode;
    layout(host, d, width, height);
    for (const image of host.querySelectorAll("img")) {
      image.addEventListener("error", () => {
        image.classList.add("broken");
        console.error("cannot load " + image.getAttribute("src"));
      });
    }
    const panesList = host.querySelectorAll(".pane");
    for (const p of panesList) {
      p.addEventListener("scroll", () => {
        if (host.syncing) return;
        host.syncing = true;
        for (const other of panesList) if (other !== p) {
          other.scrollLeft = p.scrollLeft;
          other.scrollTop = p.scrollTop;
        }
        host.syncing = false;
      });
    }
    if (mode === "slider") {
      const stage = host.querySelector(".stage");
      const move = (event) => {
        const box = stage.getBoundingClientRect();
        state.split = Math.max(0, Math.min(100, ((event.clientX - box.left) / box.width) * 100));
        host.querySelector("input.split").value = String(Math.round(state.split));
        applySplit(host);
      };
      stage.addEventListener("pointerdown", (event) => {
        stage.setPointerCapture(event.pointerId);
        move(event);
        stage.onpointermove = move;
      });
      stage.addEventListener("pointerup", () => (stage.onpointermove = null));
      host.querySelector("input.split").addEventListener("input", (event) => {
        state.split = Number(event.target.value);
        applySplit(host);
      });
      applySplit(host);
    }
    if (mode === "blend") {
      host.querySelector("input.blend").addEventListener("input", (event) => {
        state.blend = Number(event.target.value);
        applyBlend(host);
      });
      applyBlend(host);
    }
    if (mode === "flicker") startFlicker(host);
  }

  function pane(label, content) {
    return `<figure><figcaption>${esc(label)}</figcaption><div class="pane"><div class="stage">${content.join("")}<div class="mark" hidden></div></div></div></figure>`;
  }

  function img(picture, role) {
    if (!picture) return "";
    return `<img class="${role}" src="${esc(encodeURI(picture[0]))}" data-width="${picture[1]}" data-height="${picture[2]}" alt="${esc(role.split(" ")[0])}" draggable="false">`;
  }

  function layout(host, d, width, height) {
    const ratio = window.devicePixelRatio || 1;
    for (const p of host.querySelectorAll(".pane")) {
      const available = Math.max(80, p.clientWidth - 2);
      let scale;
      const region = state.region >= 0 ? d.regions[state.region] : null;
      if (region) {
        const pad = 8;
        const fit = Math.min(available / (region[2] + 2 * pad), (p.clientHeight || 480) / (region[3] + 2 * pad));
        scale = Math.max(1 / ratio, Math.min(fit, 24 / ratio));
      } else if (state.zoom === "1:1") {
        scale = 1 / ratio;
      } else {
        scale = Math.min(available / width, 1);
      }
      const stage = p.querySelector(".stage");
      stage.style.width = width * scale + "px";
      stage.style.height = height * scale + "px";
      stage.classList.toggle("pixelated", scale * ratio >= 1);
      for (const image of stage.querySelectorAll("img")) {
        image.style.width = Number(image.dataset.width) * scale + "px";
        image.style.height = Number(image.dataset.height) * scale + "px";
      }
      const mark = stage.querySelector(".mark");
      if (region) {
        mark.hidden = false;
        mark.style.left = region[0] * scale + "px";
        mark.style.top = region[1] * scale + "px";
        mark.style.width = region[2] * scale + "px";
        mark.style.height = region[3] * scale + "px";
        p.scrollLeft = Math.max(0, (region[0] + region[2] / 2) * scale - p.clientWidth / 2);
        p.scrollTop = Math.max(0, (region[1] + region[3] / 2) * scale - p.clientHeight / 2);
      } else {
        mark.hidden = true;
      }
    }
  }

  function applySplit(host) {
    const top = host.querySelector("img.top");
    const line = host.querySelector(".splitline");
    if (top) top.style.clipPath = `inset(0 0 0 ${state.split}%)`;
    if (line) line.style.left = state.split + "%";
  }

  function applyBlend(host) {
    const top = host.querySelector("img.top");
    if (top) top.style.opacity = String(state.blend / 100);
  }

  function startFlicker(host) {
    const top = host.querySelector("img.top");
    const label = host.querySelector(".flicker-label");
    let showActual = false;
    const flip = () => {
      showActual = !showActual;
      top.style.visibility = showActual ? "visible" : "hidden";
      label.textContent = showActual ? "actual" : "reference";
    };
    top.style.visibility = "hidden";
    flickerTimer = setInterval(flip, 600);
  }

  function stopFlicker() {
    if (flickerTimer) clearInterval(flickerTimer);
    flickerTimer = 0;
  }

  function redrawViewers() {
    if (current < 0) return;
    stopFlicker();
    visible[current].items.forEach((entry, i) => {
      if (isPicture(entry.record) && entry.record.artifacts.actual) drawViewer(entry, i);
    });
  }

  function firstRegions() {
    const entry = current >= 0 ? visible[current].items.find((e) => e.record.image && e.record.image.regions.length && e.record.artifacts.reference) : null;
    return entry ? entry.record.image.regions : [];
  }

  // Events.
  document.addEventListener("click", (event) => {
    const target = event.target.closest("button, li[data-index], .count");
    if (!target) return;
    if (target.matches("li[data-index]")) select(Number(target.dataset.index));
    else if (target.dataset.filter) {
      state.filter = target.dataset.filter;
      renderList();
    } else if (target.dataset.status) {
      state.filter = target.dataset.status;
      renderList();
    } else if (target.dataset.mode) {
      state.mode = target.dataset.mode;
      redrawViewers();
    } else if (target.dataset.zoom) {
      state.zoom = target.dataset.zoom;
      state.region = -1;
      redrawViewers();
    } else if (target.dataset.region) {
      const k = Number(target.dataset.region);
      state.region = state.region === k ? -1 : k;
      redrawViewers();
    } else if (target.dataset.copy) {
      const text = $(target.dataset.copy).textContent;
      if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(() => (target.textContent = "Copied"), () => {});
      else {
        const range = document.createRange();
        range.selectNodeContents($(target.dataset.copy));
        getSelection().removeAllRanges();
        getSelection().addRange(range);
        target.textContent = "Selected";
      }
    }
  });

  document.addEventListener("keydown", (event) => {
    const tag = event.target.tagName;
    if (event.target.id === "search") {
      if (event.key === "Escape" || event.key === "Enter") event.target.blur();
      return;
    }
    if (tag === "INPUT" || tag === "TEXTAREA" || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (key === "j" || key === "ArrowDown" || key === "n") select(current + 1);
    else if (key === "k" || key === "ArrowUp" || key === "p") select(current - 1);
    else if (key >= "1" && key <= "5") {
      state.mode = MODES[Number(key) - 1];
      redrawViewers();
    } else if (key === "m") {
      state.mode = MODES[(MODES.indexOf(state.mode) + 1) % MODES.length];
      redrawViewers();
    } else if (key === "f") {
      state.zoom = state.zoom === "fit" ? "1:1" : "fit";
      state.region = -1;
      redrawViewers();
    } else if (key === "r") {
      const regions = firstRegions();
      if (!regions.length) return;
      state.region = (state.region + 1) % regions.length;
      redrawViewers();
    } else if (key === "Escape") {
      state.region = -1;
      redrawViewers();
    } else if (key === "/") {
      $("search").focus();
    } else return;
    event.preventDefault();
  });

  let resizeTimer = 0;
  window.addEventListener("resize", () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(redrawViewers, 100);
  });

  function start() {
    build();
    summary();
    const search = $("search");
    let searchTimer = 0;
    search.addEventListener("input", () => {
      clearTimeout(searchTimer);
      searchTimer = setTimeout(() => {
        state.query = search.value.trim().toLowerCase();
        renderList();
      }, 80);
    });
    if (!groups.some((g) => URGENCY[g.status] >= 2)) state.filter = "all";
    const wanted = location.hash.slice(1);
    const target = groups.find((g) => g.id === wanted);
    if (target && !matches(target)) state.filter = "all";
    renderList();
    if (target) select(visible.indexOf(target), false);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
"""#
}
