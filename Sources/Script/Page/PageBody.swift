/// The page's markup: the step control, the figure, the details panel and the lists. The script
/// (``PageScript``) fills them from the embedded data.
enum PageBody {
  /// The `<body>` content before the scripts; `heading` is already escaped.
  static func text(heading: String) -> String {
    """
    <header><h1>lyt <span class="file">\(heading)</span></h1></header>
    <main>
    <section class="steps" aria-label="Steps">
    <div class="controls">
    <button type="button" id="first" aria-label="First step">&#xAB;</button>
    <button type="button" id="prev" aria-label="Previous step">&#x2190;</button>
    <input type="range" id="slider" min="0" max="0" value="0" aria-label="Step">
    <button type="button" id="next" aria-label="Next step">&#x2192;</button>
    <button type="button" id="last" aria-label="Last step">&#xBB;</button>
    <output id="counter" for="slider"></output>
    </div>
    <pre id="command" class="command"></pre>
    <pre id="report" class="report" aria-live="polite"></pre>
    <div id="animation" class="controls animation" hidden>
    <button type="button" id="play">&#x25B6; play</button>
    <input type="range" id="frame" min="0" max="0" value="0" aria-label="Animation frame">
    <output id="frame-info" for="frame"></output>
    </div>
    </section>
    <section class="figure" aria-label="Layout">
    <svg id="layout" xmlns="http://www.w3.org/2000/svg" role="group" aria-label="The layout, to scale"></svg>
    <label class="toggle"><input type="checkbox" id="generated"> show the constraints lyt generates (root sizes,
    stack views)</label>
    <ul class="legend" aria-label="Legend">
    <li><svg width="36" height="10" aria-hidden="true"><line class="stroke st-satisfied" x1="2" y1="5" x2="34" y2="5"/></svg>
    holds</li>
    <li><svg width="36" height="10" aria-hidden="true"><line class="stroke st-violated optional" x1="2" y1="5" x2="34"
    y2="5"/></svg> violated by N (&#x2717;)</li>
    <li><svg width="36" height="10" aria-hidden="true"><line class="stroke st-broken" x1="2" y1="5" x2="34" y2="5"/></svg>
    broken (&#x26A0;)</li>
    <li><svg width="36" height="10" aria-hidden="true"><line class="stroke st-inactive" x1="2" y1="5" x2="34" y2="5"/></svg>
    inactive (off)</li>
    <li><svg width="36" height="10" aria-hidden="true"><line class="stroke st-satisfied optional" x1="2" y1="5" x2="34"
    y2="5"/></svg> optional: dashed, @priority</li>
    </ul>
    </section>
    <aside class="details" id="details" aria-live="polite" aria-label="Details">
    <p class="hint">Click a view or a constraint (or focus it and press Enter) to see its details.</p>
    </aside>
    <section class="lists">
    <h2>Views</h2><ul id="view-list" class="items"></ul>
    <h2>Constraints</h2><ul id="constraint-list" class="items"></ul>
    </section>
    </main>
    <noscript><p>This page draws the layout with JavaScript; the data is in the lyt-data element.</p></noscript>
    """
  }
}
