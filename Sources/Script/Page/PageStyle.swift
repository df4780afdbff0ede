/// The page's style sheet: a two-column layout on wide screens, one column on a phone; status
/// colours always paired with a dash pattern or a word; a short transition between steps
/// (none when the reader asks for reduced motion).
enum PageStyle {
  /// The CSS.
  static let text = """
    :root { --ink: #0f172a; --muted: #64748b; --line: #cbd5e1; --ok: #2563eb; --violated: #b45309;
      --broken: #dc2626; --inactive: #94a3b8; --pick: #7c3aed; font-family: system-ui, sans-serif; color: var(--ink); }
    body { margin: 0; background: #f8fafc; }
    header { padding: 8px 16px; border-bottom: 1px solid var(--line); background: #fff; }
    h1 { font-size: 1.1rem; margin: 0; } h1 .file { font-family: ui-monospace, monospace; font-weight: normal; }
    h2 { font-size: 1rem; margin: 12px 0 4px; }
    main { display: grid; gap: 12px; padding: 12px; grid-template-columns: minmax(0, 1fr);
      grid-template-areas: "steps" "figure" "details" "lists"; }
    @media (min-width: 900px) {
      main { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
        grid-template-areas: "steps details" "figure details" "lists details"; }
    }
    .steps { grid-area: steps; } .figure { grid-area: figure; } .details { grid-area: details; }
    .lists { grid-area: lists; }
    .controls { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
    .controls input { flex: 1 1 120px; min-width: 0; }
    button { font: inherit; min-width: 2.5em; min-height: 2.2em; border: 1px solid var(--line); border-radius: 4px;
      background: #fff; color: var(--ink); cursor: pointer; }
    button:focus-visible, input:focus-visible, .item:focus, .constraint:focus { outline: 3px solid var(--pick);
      outline-offset: 1px; }
    pre { font-family: ui-monospace, monospace; font-size: 0.85rem; white-space: pre-wrap; overflow-wrap: anywhere;
      margin: 6px 0; padding: 6px 8px; background: #fff; border: 1px solid var(--line); border-radius: 4px; }
    pre.command { font-weight: bold; } pre.failed { border-color: var(--broken); }
    .figure { background: #fff; border: 1px solid var(--line); border-radius: 4px; padding: 6px; }
    #layout { width: 100%; height: auto; max-height: 75vh; display: block; margin: 0 auto; font-family: ui-monospace, monospace; }
    .box { fill: #334155; fill-opacity: 0.05; stroke: #334155; stroke-width: 1;
      transition: x 0.25s ease, y 0.25s ease, width 0.25s ease, height 0.25s ease; }
    .item.guide > .box { fill-opacity: 0; stroke-dasharray: 4 3; }
    .item.moved > .box { stroke: #0d9488; stroke-width: 2; }
    .item.ambiguous > .box { stroke: #c026d3; stroke-dasharray: 2 2; }
    .item.selected > .box { fill: var(--pick); fill-opacity: 0.15; stroke: var(--pick); stroke-width: 2.5; }
    .item { cursor: pointer; } .item:focus { outline: none; } .item:focus > .box { stroke: var(--pick); stroke-width: 3; }
    .name { font-size: 10px; fill: var(--ink); pointer-events: none; }
    .root-name { font-size: 11px; fill: var(--muted); }
    .stroke { fill: none; stroke-width: 1.5; }
    .st-satisfied { stroke: var(--ok); fill: var(--ok); } .st-violated { stroke: var(--violated); fill: var(--violated); }
    .st-broken { stroke: var(--broken); fill: var(--broken); stroke-width: 2.5; stroke-dasharray: 9 2 2 2; }
    .st-inactive { stroke: var(--inactive); fill: var(--inactive); stroke-dasharray: 1 3; }
    .optional { stroke-dasharray: 5 3; }
    #layout:not(.show-generated) .constraint.generated:not(.in-set):not(.selected):not(.lost-to) { display: none; }
    .toggle { display: block; font-size: 0.85rem; margin-top: 6px; }
    .constraint { cursor: pointer; } .constraint:focus { outline: none; }
    .constraint .label { font-size: 9px; stroke: none; }
    .constraint .hit { stroke: transparent; stroke-width: 9; fill: none; }
    .constraint:focus .stroke, .constraint.selected .stroke { stroke-width: 3.5; }
    .constraint.in-set .stroke { stroke: var(--pick); stroke-width: 3; }
    .constraint.in-set .label { fill: var(--pick); font-weight: bold; }
    .constraint.lost-to .stroke { stroke-width: 3; }
    .legend { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 14px; padding: 0; margin: 6px 0 0;
      font-size: 0.8rem; color: var(--muted); }
    .details { background: #fff; border: 1px solid var(--line); border-radius: 4px; padding: 8px 12px;
      align-self: start; font-size: 0.9rem; overflow-wrap: anywhere; }
    .details dl { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 2px 10px; margin: 0; }
    .details dt { color: var(--muted); } .details dd { margin: 0; font-family: ui-monospace, monospace; }
    .hint, .note { color: var(--muted); } .note { font-size: 0.85rem; margin: 4px 0; }
    .items { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px; }
    .items button { font-family: ui-monospace, monospace; font-size: 0.8rem; text-align: left; }
    .items button.in-set { border-color: var(--pick); border-width: 2px; }
    .items button.selected { background: #ede9fe; }
    .badge { font-size: 0.75rem; padding: 0 4px; border-radius: 3px; border: 1px solid currentColor; margin-left: 4px; }
    .badge.st-satisfied { color: var(--ok); } .badge.st-violated { color: var(--violated); }
    .badge.st-broken { color: var(--broken); } .badge.st-inactive { color: var(--muted); }
    .badge { fill: none; stroke: none; }
    .safe-inset { fill: #16a34a; fill-opacity: 0.08; stroke: none; pointer-events: none; }
    .safe-area { fill: none; stroke: #16a34a; stroke-width: 1; stroke-dasharray: 6 2 1 2; pointer-events: none; }
    .leading-edge { stroke: #0369a1; stroke-width: 3; }
    .mark-label { font-size: 9px; fill: var(--muted); pointer-events: none; }
    .leading-label { fill: #0369a1; font-weight: bold; }
    .range-end { fill: none; stroke: #c026d3; stroke-width: 1; stroke-dasharray: 1 2; pointer-events: none; }
    .range-other { stroke-opacity: 0.55; }
    .range-label { fill: #c026d3; }
    .range-end.picked { stroke-width: 2.5; stroke-opacity: 1; stroke-dasharray: none; }
    .ends, .end-frames { margin: 2px 0; padding-left: 1.2em; }
    .ends { font-size: 0.85rem; } .end-frames { font-family: ui-monospace, monospace; font-size: 0.8rem; }
    .ends button[aria-pressed=true] { background: #fae8ff; border-color: #c026d3; }
    #layout.animating .constraints, #layout.animating .marks { display: none; }
    #layout.animating .box { transition: none; }
    pre.why .reasons { color: var(--muted); }
    .support { font-size: 0.85rem; margin: 2px 0 8px; }
    .support button { font-family: ui-monospace, monospace; font-size: 0.8rem; margin: 1px 4px 1px 0; }
    .animation[hidden] { display: none; }
    .animation output { font-family: ui-monospace, monospace; font-size: 0.85rem; }
    @media (prefers-reduced-motion: reduce) { .box { transition: none; } }

    """
}
