extension ReportPage {
  /// The page's style sheet: system fonts only, nothing fetched.
  static let style = #"""
:root { --failed: #c62828; --missing: #1565c0; --recorded: #6a1b9a; --passed: #2e7d32; --error: #d84315; --line: #d9dce1; --bg: #f5f6f8; --ink: #1d1f23; --soft: #5f6670; }
* { box-sizing: border-box; }
html, body { height: 100%; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: var(--bg); display: flex; flex-direction: column; }
code, pre { font: 12.5px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
header { background: #fff; border-bottom: 1px solid var(--line); padding: 10px 18px; }
header h1 { font-size: 17px; margin: 0 12px 0 0; display: inline; }
#summary { display: inline-flex; flex-wrap: wrap; gap: 8px; align-items: baseline; }
.count { cursor: pointer; padding: 1px 8px; border-radius: 10px; background: #eef0f3; }
.count b { font-variant-numeric: tabular-nums; }
.count.failed b { color: var(--failed); } .count.missing b { color: var(--missing); } .count.recorded b { color: var(--recorded); }
.count.passed b { color: var(--passed); } .count.error b { color: var(--error); }
.note { color: var(--soft); }
#suites { margin-top: 6px; color: var(--soft); }
#suites summary { cursor: pointer; display: inline; }
#suites table { border-collapse: collapse; margin-top: 6px; font-size: 13px; }
#suites td, #suites th { padding: 2px 10px; border-bottom: 1px solid var(--line); text-align: right; }
#suites td:first-child, #suites th:first-child { text-align: left; }
td.zero { color: #b0b5bc; } td.failed { color: var(--failed); font-weight: 600; } td.missing { color: var(--missing); font-weight: 600; }
td.error { color: var(--error); font-weight: 600; }
#folders { color: var(--soft); font-size: 12px; margin-left: 8px; }
main { flex: 1; display: grid; grid-template-columns: minmax(260px, 340px) 1fr; min-height: 0; }
nav { border-right: 1px solid var(--line); background: #fff; display: flex; flex-direction: column; min-height: 0; }
.tools { padding: 8px; border-bottom: 1px solid var(--line); }
#search { width: 100%; padding: 5px 8px; border: 1px solid var(--line); border-radius: 6px; font: inherit; }
#filters { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 6px; }
#filters button, .seg button, .regions button, .cmd button { font: inherit; font-size: 12px; border: 1px solid var(--line); background: #fff; border-radius: 5px; padding: 2px 8px; cursor: pointer; }
#filters button.on, .seg button.on, .regions button.on { background: var(--ink); color: #fff; border-color: var(--ink); }
#shown { color: var(--soft); font-size: 12px; margin-top: 4px; }
#list { list-style: none; margin: 0; padding: 0; overflow-y: auto; flex: 1; }
#list li { padding: 6px 10px; border-bottom: 1px solid #eceef1; cursor: pointer; display: grid; grid-template-columns: auto 1fr; column-gap: 8px; }
#list li:hover { background: #f2f4f7; } #list li.on { background: #e3ecfb; }
#list .name { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
#list .sub { grid-column: 2; color: var(--soft); font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.badge { display: inline-block; font-size: 11px; font-weight: 700; text-transform: uppercase; letter-spacing: .03em; color: #fff; border-radius: 4px; padding: 1px 6px; align-self: start; margin-top: 2px; }
.badge.failed { background: var(--failed); } .badge.missing { background: var(--missing); } .badge.recorded { background: var(--recorded); }
.badge.passed { background: var(--passed); } .badge.error { background: var(--error); }
#detail { overflow-y: auto; padding: 14px 22px 40px; min-width: 0; }
.head { display: flex; gap: 10px; align-items: center; }
.head h2 { margin: 0; font-size: 18px; }
.meta { color: var(--soft); margin: 4px 0 10px; }
.loc { font-family: ui-monospace, Menlo, monospace; color: var(--ink); }
section.warnings { background: #fff8e1; border: 1px solid #f2d48a; border-radius: 8px; padding: 10px 14px; margin: 12px 0; }
section.warnings h3 { text-transform: none; }
section.warnings ul { margin: 6px 0 0; padding-left: 18px; font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; overflow-wrap: anywhere; }
#list .warned { color: #8a5a00; }
section.snapshot, section.commands { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px 14px; margin: 12px 0; }
section h3 { margin: 0 0 4px; font-size: 15px; text-transform: capitalize; }
section h3 code.path { text-transform: none; font-weight: 400; color: var(--soft); }
section h4 { margin: 10px 0 4px; font-size: 13px; }
.timing { float: right; color: var(--soft); font-size: 12px; margin: -22px 0 0; }
.counts { margin: 2px 0 8px; }
.cmd { display: flex; gap: 6px; align-items: flex-start; margin: 2px 0 8px; }
.cmd code { flex: 1; background: #f0f2f5; border-radius: 5px; padding: 5px 8px; word-break: break-all; }
.hint { color: var(--soft); font-size: 12px; margin: 0; }
.toolbar { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; margin-bottom: 6px; }
.seg { display: inline-flex; gap: 2px; }
.range { display: inline-flex; gap: 6px; align-items: center; font-size: 12px; color: var(--soft); }
.flicker-label { font-size: 12px; font-weight: 700; }
.regions { font-size: 12px; color: var(--soft); margin-bottom: 6px; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
.panes { display: flex; gap: 10px; align-items: flex-start; }
.panes figure { margin: 0; flex: 1; min-width: 0; }
.panes figcaption { font-size: 12px; color: var(--soft); margin-bottom: 2px; }
.pane { overflow: auto; max-height: 78vh; border: 1px solid var(--line); background: #fafbfc; }
.stage { position: relative; background: repeating-conic-gradient(#e9ebee 0% 25%, #fff 0% 50%) 0 0 / 16px 16px; }
.stage img { position: absolute; left: 0; top: 0; image-rendering: auto; user-select: none; }
.stage.pixelated img { image-rendering: pixelated; }
.panes.slider .stage, .panes.slider .stage img { cursor: ew-resize; touch-action: none; }
.splitline { position: absolute; top: 0; bottom: 0; width: 0; border-left: 2px solid #ff3d00; pointer-events: none; }
.mark { position: absolute; outline: 2px solid #ff3d00; outline-offset: 1px; pointer-events: none; }
img.broken { outline: 3px dashed var(--failed); min-width: 60px; min-height: 40px; }
ul.changes { margin: 0; padding-left: 18px; font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; }
.first { font-family: ui-monospace, Menlo, monospace; font-size: 12.5px; background: #fff4e5; padding: 4px 8px; border-radius: 4px; }
pre { background: #f6f7f9; border: 1px solid #eceef1; border-radius: 5px; padding: 8px; overflow: auto; max-height: 60vh; margin: 4px 0; }
pre .del { color: #b42318; background: #fdecea; display: inline-block; width: 100%; } pre .add { color: #067647; background: #e7f6ec; display: inline-block; width: 100%; }
pre .hunk { color: #1565c0; } pre .file { color: var(--soft); }
details.message summary { cursor: pointer; color: var(--soft); margin-top: 6px; }
details.message pre { white-space: pre-wrap; overflow-wrap: anywhere; }
.files { font-size: 12px; margin: 6px 0 0; }
.empty { color: var(--soft); margin-top: 40px; text-align: center; }
kbd { font: 11px ui-monospace, monospace; border: 1px solid var(--line); border-radius: 3px; padding: 0 4px; background: #fff; }
.keys { color: var(--soft); font-size: 12px; padding: 6px 10px; border-top: 1px solid var(--line); }
"""#
}
