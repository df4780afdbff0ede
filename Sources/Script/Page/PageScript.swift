/// The page's script: reads the embedded data, draws the state of the current step as SVG
/// (every frame and attribute value comes from lyt; nothing is laid out here), and handles the
/// step control, selection and the keyboard. No library, no network.
enum PageScript {
  /// The JavaScript.
  static let text = #"""
    (function () {
      "use strict";
      var SVGNS = "http://www.w3.org/2000/svg";
      var MARGIN = 20, HEADING = 16;
      // The page marks its load for lyt's benchmark (scripts/bench_pages.py): the data parsed,
      // the last step's state rebuilt, the figure built, and the first frame painted.
      performance.mark("lyt-start");
      var data = JSON.parse(document.getElementById("lyt-data").textContent);
      // Steps come short (docs/PAGES.md §3): [command, output, {failed, state, animation}], the
      // third only for what differs from a command that did not fail, made the next state and
      // has no animation. Spelled out once here.
      // An output line [name, new] is "name: (old) → (new)", old the frame the last line about
      // name printed ("name: new (…)" or a move).
      var previousState = -1, printed = Object.create(null);
      var NEW_LINE = /^([^\s:]+): new \(([^)]*)\)$/, MOVE_LINE = /^([^\s:]+): \(([^)]*)\) \u2192 \(([^)]*)\)$/;
      function outputLine(line) {
        if (Array.isArray(line)) {
          var text = line[0] + ": (" + printed[line[0]] + ") \u2192 (" + line[1] + ")";
          printed[line[0]] = line[1];
          return text;
        }
        var found = NEW_LINE.exec(line);
        if (found) { printed[found[1]] = found[2]; }
        found = MOVE_LINE.exec(line);
        if (found) { printed[found[1]] = found[3]; }
        return line;
      }
      data.steps = data.steps.map(function (short) {
        var extra = short[2] || {};
        var step = { command: short[0], output: short[1].map(outputLine), failed: extra.failed === true,
          state: typeof extra.state === "number" ? extra.state : previousState + 1 };
        if (extra.animation) { step.animation = extra.animation; }
        previousState = step.state;
        return step;
      });
      performance.mark("lyt-parsed");
      var svg = document.getElementById("layout");
      var slider = document.getElementById("slider");
      var details = document.getElementById("details");
      var current = -1;
      var figure = { width: 0, height: 0 };
      var selection = null;
      var itemNodes = {};
      var constraintNodes = {};
      var X_AXIS = ["left", "right", "leading", "trailing", "centerX", "leftMargin", "rightMargin", "leadingMargin",
        "trailingMargin", "centerXWithinMargins"];

      function el(name, attributes, parent) {
        var node = document.createElementNS(SVGNS, name);
        for (var key in attributes) { node.setAttribute(key, attributes[key]); }
        if (parent) { parent.appendChild(node); }
        return node;
      }
      function html(name, text, parent, className) {
        var node = document.createElement(name);
        if (text !== undefined && text !== null) { node.textContent = text; }
        if (className) { node.className = className; }
        if (parent) { parent.appendChild(node); }
        return node;
      }
      function num(value) {
        if (value === null || value === undefined) { return "?"; }
        if (value === "inf" || value === "-inf") { return value; }
        return String(Math.round(value * 1e6) / 1e6);
      }
      function rect(frame) { return "(" + frame.map(num).join(", ") + ")"; }
      function stateAt(step) { return fullState(data.steps[step].state); }

      // A state after the first may hold only what changed since the one before it ("delta"):
      // rebuild it from the nearest complete state, or from the last state rebuilt, applying each
      // change to a working copy in place (a change costs what it lists, not the layout's size).
      var LISTS = [
        { field: "constraints", removed: "removed_constraints", order: "constraint_order", key: "id" },
        { field: "conflicts", removed: "removed_conflicts", order: null, key: "broken" },
        { field: "violations", removed: "removed_violations", order: null, key: "id" },
        { field: "ambiguity", removed: "removed_ambiguity", order: "ambiguity_order", key: "item" },
        { field: "ambiguous", removed: "removed_ambiguous", order: "ambiguous_order", key: null }
      ];
      var working = { index: -1 }, shown = { index: -1, state: null };
      function fullState(index) {
        if (shown.index === index) { return shown.state; }
        var start = index;
        while (start > 0 && !data.states[start].complete) { start--; }
        if (!(working.index >= start && working.index <= index)) { working = load(start); }
        for (var i = working.index + 1; i <= index; i++) { apply(working, data.states[i]); working.index = i; }
        shown = { index: index, state: materialize(working) };
        return shown.state;
      }
      function keyOf(list, entry) { return list.key ? entry[list.key] : entry; }
      // The data's short forms, spelled out once as an entry joins a state: a plain view has no
      // kind; a constraint lists only what differs from required, active, holding and the user's,
      // and its attributes as [item, attribute] or [item, attribute, value].
      function expandView(view) {
        if (view.kind === undefined) { view.kind = "view"; }
        return view;
      }
      function expandAnchor(anchor) {
        if (!Array.isArray(anchor)) { return anchor; }
        var expanded = { item: anchor[0], attribute: anchor[1] };
        if (anchor.length > 2) { expanded.value = anchor[2]; }
        return expanded;
      }
      // The attributes a constraint's text names, when its entry leaves them out: the first
      // word, and the third when it starts with a letter or "_" (the fifth after "*"), each
      // split at its last dot.
      function anchorsInText(text) {
        var words = text.split(" "), second = null;
        function anchor(word) {
          var dot = word.lastIndexOf(".");
          return dot > 0 && dot < word.length - 1 ? [word.slice(0, dot), word.slice(dot + 1)] : null;
        }
        if (words.length > 4 && words[3] === "*") { second = anchor(words[4]); }
        else if (words.length > 2 && /^[A-Za-z_]/.test(words[2])) { second = anchor(words[2]); }
        return { first: anchor(words[0]), second: second };
      }
      function expandConstraint(constraint) {
        // Only an id and a text: [id, text].
        if (Array.isArray(constraint)) { constraint = { id: constraint[0], text: constraint[1] }; }
        if (constraint.first === undefined) {
          var found = anchorsInText(constraint.text);
          constraint.first = found.first;
          if (found.second) { constraint.second = found.second; }
        }
        if (!Array.isArray(constraint.first)) { return constraint; }
        constraint.first = expandAnchor(constraint.first);
        constraint.second = constraint.second ? expandAnchor(constraint.second) : null;
        if (constraint.priority === undefined) { constraint.priority = 1000; }
        if (constraint.status === undefined) { constraint.status = "active"; }
        if (constraint.satisfied === undefined) { constraint.satisfied = true; }
        if (constraint.violation === undefined) { constraint.violation = 0; }
        if (constraint.origin === undefined) { constraint.origin = "user"; }
        return constraint;
      }
      // An ambiguous item with only its ranges is [item, ranges]; an unbounded end is null.
      function expandAmbiguity(entry) {
        if (Array.isArray(entry)) { entry = { item: entry[0], ranges: entry[1] }; }
        Object.keys(entry.ranges).forEach(function (component) {
          var range = entry.ranges[component];
          if (range[0] === null) { range[0] = "-inf"; }
          if (range[1] === null) { range[1] = "inf"; }
        });
        return entry;
      }
      function expand(list, entry) {
        if (list.field === "constraints") { return expandConstraint(entry); }
        return list.field === "ambiguity" ? expandAmbiguity(entry) : entry;
      }
      function load(index) {
        var state = data.states[index], copy = { index: index, views: {}, viewOrder: [], lists: {}, direction: state.direction };
        Object.keys(state.views).forEach(function (name) {
          copy.views[name] = expandView(state.views[name]);
          copy.viewOrder.push(name);
        });
        LISTS.forEach(function (list) {
          var entries = new Map(), order = [];
          (state[list.field] || []).forEach(function (short) {
            var entry = expand(list, short);
            entries.set(keyOf(list, entry), entry);
            order.push(keyOf(list, entry));
          });
          copy.lists[list.field] = { entries: entries, order: order };
        });
        return copy;
      }
      // A change leaves out what did not change: a missing list is empty, a missing direction
      // the one before.
      function apply(copy, change) {
        var removedViews = change.removed_views || [], changedViews = change.views || {};
        if (removedViews.length) {
          removedViews.forEach(function (name) { delete copy.views[name]; });
          copy.viewOrder = copy.viewOrder.filter(function (name) { return copy.views[name] !== undefined; });
        }
        // A view that was there is written as what changed; its frame, left out, is derived.
        Object.keys(changedViews).forEach(function (name) {
          // Only its absolute frame: the frame itself.
          var change = Array.isArray(changedViews[name]) ? { absolute: changedViews[name] } : changedViews[name];
          var old = copy.views[name];
          if (old === undefined) {
            copy.viewOrder.push(name);
            copy.views[name] = expandView(change);
            return;
          }
          var view = { absolute: change.absolute || old.absolute, parent: "parent" in change ? change.parent : old.parent,
            kind: change.kind || old.kind };
          if (change.frame !== undefined) { view.frame = change.frame; }
          var insets = "safe_area" in change ? change.safe_area : old.safe_area;
          if (insets) { view.safe_area = insets; }
          copy.views[name] = view;
        });
        LISTS.forEach(function (list) {
          var target = copy.lists[list.field], removed = change[list.removed] || [];
          if (removed.length) {
            removed.forEach(function (key) { target.entries.delete(key); });
            target.order = target.order.filter(function (key) { return target.entries.has(key); });
          }
          (change[list.field] || []).forEach(function (short) {
            var entry = expand(list, short), key = keyOf(list, entry);
            if (!target.entries.has(key)) { target.order.push(key); }
            target.entries.set(key, entry);
          });
          if (list.order && change[list.order]) { target.order = change[list.order].slice(); }
        });
        if (change.direction) { copy.direction = change.direction; }
      }
      function materialize(copy) {
        var state = { views: {}, direction: copy.direction };
        // A view's frame relative to its parent, when left out, is its absolute frame minus the
        // parent's (the arithmetic lyt checked gives the frame it computed).
        copy.viewOrder.forEach(function (name) {
          var view = copy.views[name];
          if (view.frame === undefined) {
            var a = view.absolute, p = copy.views[view.parent].absolute;
            view = { frame: [a[0] - p[0], a[1] - p[1], a[2], a[3]], absolute: a, parent: view.parent, kind: view.kind };
          }
          state.views[name] = view;
        });
        LISTS.forEach(function (list) {
          var target = copy.lists[list.field];
          state[list.field] = target.order.map(function (key) { return target.entries.get(key); });
        });
        // A page may leave the ambiguous components to be read off the ambiguity entries.
        if (data.ambiguous_derived) {
          state.ambiguous = [];
          state.ambiguity.forEach(function (entry) {
            Object.keys(entry.ranges).forEach(function (component) { state.ambiguous.push(entry.item + "." + component); });
          });
        }
        // Conflicts and violations come in the order of their constraints.
        var position = {};
        state.constraints.forEach(function (constraint, index) { position[constraint.id] = index; });
        state.conflicts.sort(function (a, b) { return position[a.broken] - position[b.broken]; });
        state.violations.sort(function (a, b) { return position[a.id] - position[b.id]; });
        return state;
      }
      function statusOf(constraint) {
        if (constraint.status === "broken") { return "broken"; }
        if (constraint.status === "inactive") { return "inactive"; }
        return constraint.satisfied ? "satisfied" : "violated";
      }
      function statusWords(constraint) {
        var status = statusOf(constraint);
        if (status === "violated") { return "violated by " + num(constraint.violation); }
        return status === "satisfied" ? "holds" : status;
      }
      // The boxes, the lines and the lists' buttons, thousands of them on a big layout, share one
      // listener per container: a click, or Enter or Space on the focused one, selects the
      // innermost box or line (a box nests inside its parent's) or the button.
      function delegate(container, selector, handler) {
        function target(event) {
          var node = event.target.closest ? event.target.closest(selector) : null;
          return node && container.contains(node) ? node : null;
        }
        container.addEventListener("click", function (event) {
          var node = target(event);
          if (node) { event.stopPropagation(); handler(node); }
        });
        container.addEventListener("keydown", function (event) {
          var node = (event.key === "Enter" || event.key === " ") && target(event);
          if (node) { event.preventDefault(); event.stopPropagation(); handler(node); }
        });
      }
      // A box's or a line's tooltip (its SVG title) is made when the pointer first comes over it.
      function showTip(event) {
        var node = event.target.closest ? event.target.closest(".item, .constraint") : null;
        if (!node) { return; }
        var tip = node.dataset.id !== undefined ? node.lytTip : itemNodes[node.dataset.name] && itemNodes[node.dataset.name].tip;
        var title = node.firstElementChild && node.firstElementChild.tagName === "title" ? node.firstElementChild : null;
        if (!title) { title = el("title", {}); node.insertBefore(title, node.firstChild); }
        title.textContent = tip || "";
      }
      function selectNode(node) {
        if (node.dataset.id !== undefined) { select({ kind: "constraint", id: node.dataset.id }); }
        else { select({ kind: "view", name: node.dataset.name }); }
      }
      function activate(node, handler) {
        node.addEventListener("click", function (event) { event.stopPropagation(); handler(); });
        node.addEventListener("keydown", function (event) {
          if (event.key === "Enter" || event.key === " ") { event.preventDefault(); event.stopPropagation(); handler(); }
        });
      }

      // Roots side by side, each translated so that its absolute frames are its coordinates.
      // `sizes`, when given, holds for each root the largest size an animation of this step
      // gives it, so that every frame of the animation fits the same figure.
      function placeRoots(state, sizes) {
        var x = MARGIN, tallest = 0, offsets = {};
        Object.keys(state.views).forEach(function (name) {
          var view = state.views[name];
          if (view.parent !== null) { return; }
          var size = (sizes && sizes[name]) || [view.absolute[2], view.absolute[3]];
          offsets[name] = { dx: x - view.absolute[0], dy: MARGIN + HEADING - view.absolute[1] };
          x += Math.max(size[0], 0) + MARGIN;
          tallest = Math.max(tallest, size[1]);
        });
        var width = Math.max(x, 140);
        figure = { width: width, height: tallest + 2 * MARGIN + HEADING };
        svg.setAttribute("viewBox", "0 0 " + figure.width + " " + figure.height);
        // At most two pixels per point: a small layout stays legible without filling the screen.
        svg.style.maxWidth = (2 * width) + "px";
        return offsets;
      }
      function rootOf(state, name) {
        var view = state.views[name], steps = 0;
        while (view && view.parent !== null && steps < 10000) { name = view.parent; view = state.views[name]; steps++; }
        return name;
      }

      function drawItems(state, previous, sizes) {
        var offsets = placeRoots(state, sizes);
        svg.setAttribute("data-direction", state.direction);
        var ranges = {};
        state.ambiguity.forEach(function (entry) { ranges[entry.item] = entry; });
        Object.keys(itemNodes).forEach(function (name) {
          if (!state.views[name]) { itemNodes[name].group.remove(); delete itemNodes[name]; }
        });
        var ambiguous = {};
        state.ambiguous.forEach(function (entry) { ambiguous[entry.slice(0, entry.lastIndexOf("."))] = true; });
        Object.keys(state.views).forEach(function (name) {
          if (!itemNodes[name]) { createItem(name); }
        });
        Object.keys(state.views).forEach(function (name) {
          var view = state.views[name], node = itemNodes[name], frame = view.absolute;
          // A stack view adopts its arranged views: each box goes inside its current parent's.
          var container = view.parent !== null && itemNodes[view.parent] ? itemNodes[view.parent].children : svg;
          if (node.group.parentNode !== container) { container.appendChild(node.group); }
          node.group.setAttribute("class", "item " + (view.kind === "guide" ? "guide" : "view"));
          node.group.setAttribute("aria-label", (view.kind === "guide" ? "guide " : "view ") + name);
          placeBox(node, frame, view.kind === "guide");
          node.tip = name + " " + rect(frame) + (ambiguous[name] ? " ambiguous" : "");
          if (offsets[name]) {
            if (!node.heading) { node.heading = el("text", { "class": "root-name" }); node.group.insertBefore(node.heading, node.box); }
            node.group.setAttribute("transform", "translate(" + offsets[name].dx + " " + offsets[name].dy + ")");
            node.heading.setAttribute("x", frame[0]);
            node.heading.setAttribute("y", frame[1] - 5);
            node.heading.textContent = name + " " + num(frame[2]) + "x" + num(frame[3]) +
              (state.direction === "rtl" ? " \u2190 right-to-left" : "");
          } else if (node.heading) {
            node.group.removeAttribute("transform");
            node.heading.textContent = "";
          }
          drawMarks(node, view, offsets[name] ? state.direction : null, ranges[name]);
          var before = previous && previous.views[name];
          var moved = before && before.absolute.join() !== frame.join();
          node.group.classList.toggle("moved", !!moved);
          node.group.classList.toggle("ambiguous", !!ambiguous[name]);
        });
      }
      function placeBox(node, frame, guide) {
        node.box.setAttribute("x", frame[0]);
        node.box.setAttribute("y", frame[1]);
        node.box.setAttribute("width", Math.max(frame[2], 0));
        node.box.setAttribute("height", Math.max(frame[3], 0));
        node.label.setAttribute("x", frame[0] + 3);
        node.label.setAttribute("y", guide ? frame[1] + frame[3] - 3 : frame[1] + 11);
      }
      function createItem(name) {
        var group = el("g", { "data-name": name, tabindex: "0", role: "button" }, svg);
        var node = { name: name, group: group, tip: name, heading: null };
        node.box = el("rect", { "class": "box" }, group);
        node.label = el("text", { "class": "name" }, group);
        node.label.textContent = name;
        node.children = el("g", { "class": "children" }, group);
        itemNodes[name] = node;
        return node;
      }

      // What a box carries besides its frame: its safe area (the insets shaded, the area inside
      // dashed and labelled), the leading edge of a right-to-left root, and for an ambiguous item
      // the layout at both ends of each ambiguous component's range: the item's whole frame
      // there and the frames of the others that stand elsewhere with it, as lyt read them from
      // the solver at that end (a layout that exists; an end that is unbounded is not drawn, the
      // label says so).
      // (Most boxes carry none: their group for marks is made when one first needs it.)
      function drawMarks(node, view, rootDirection, ambiguity) {
        var insets = view.safe_area;
        if (!node.marks) {
          if (!insets && rootDirection !== "rtl" && !ambiguity) { return; }
          node.marks = el("g", { "class": "marks" });
          node.group.insertBefore(node.marks, node.label);
        }
        node.marks.textContent = "";
        var f = view.absolute, w = Math.max(f[2], 0), h = Math.max(f[3], 0);
        if (insets) {
          var inner = [f[0] + insets[1], f[1] + insets[0], Math.max(w - insets[1] - insets[3], 0),
            Math.max(h - insets[0] - insets[2], 0)];
          el("path", { "class": "safe-inset", "fill-rule": "evenodd", d: "M" + f[0] + " " + f[1] + " h" + w + " v" + h +
            " h" + (-w) + " Z M" + inner[0] + " " + inner[1] + " h" + inner[2] + " v" + inner[3] + " h" + (-inner[2]) +
            " Z" }, node.marks);
          el("rect", { "class": "safe-area", x: inner[0], y: inner[1], width: inner[2], height: inner[3] }, node.marks);
          el("text", { "class": "mark-label", x: inner[0] + 2, y: inner[1] + inner[3] - 3 }, node.marks).textContent =
            "safe area (" + insets.map(num).join(", ") + ")";
        }
        if (rootDirection === "rtl") {
          var right = f[0] + w;
          el("line", { "class": "leading-edge", x1: right, y1: f[1], x2: right, y2: f[1] + h }, node.marks);
          el("text", { "class": "mark-label leading-label", x: right - 3, y: f[1] + h / 2, "text-anchor": "end" },
            node.marks).textContent = "leading \u25B8";
        }
        if (!ambiguity) { return; }
        var ends = rangeEnds(ambiguity, f);
        Object.keys(ambiguity.ranges).forEach(function (component, position) {
          var range = ambiguity.ranges[component], index = ["x", "y", "width", "height"].indexOf(component);
          if (index < 0) { return; }
          ["lower", "upper"].forEach(function (end, which) {
            var layout = ends[2 * position + which];
            if (!layout) { return; }
            layout.forEach(function (entry) {
              var ghost = entry[1];
              el("rect", { "class": "range-end" + (entry[0] === node.name ? "" : " range-other"),
                "data-component": component, "data-end": end, "data-item": entry[0], x: ghost[0], y: ghost[1],
                width: Math.max(ghost[2], 0), height: Math.max(ghost[3], 0) }, node.marks);
            });
          });
          el("text", { "class": "mark-label range-label", x: f[0] + 3, y: f[1] + 22 + 10 * index }, node.marks)
            .textContent = component + " \u2208 [" + num(range[0]) + ", " + num(range[1]) + "]";
        });
      }

      // The layouts at the ends of an ambiguous item's ranges, one per end in order (x's lower,
      // x's upper, y's lower, …): the frames [name, [x, y, width, height]] of the item and of
      // the others that stand elsewhere there, in item order (the item first when it stays
      // where it is); null for an end that is unbounded or that
      // lyt could not measure. The data writes one element per finite end: those frames without
      // the item when it stays where it is (`frame`, its frame now), the number of an equal end
      // before it, or null; no `ends` at all when every end is the current layout.
      function rangeEnds(ambiguity, frame) {
        var ends = [], written = ambiguity.ends || [], count = 0;
        Object.keys(ambiguity.ranges).forEach(function (component) {
          ambiguity.ranges[component].forEach(function (value) {
            if (typeof value !== "number") { ends.push(null); return; }
            var layout = ambiguity.ends ? written[count++] : [];
            if (typeof layout === "number") { layout = written[layout]; }
            if (!layout) { ends.push(null); return; }
            var moves = layout.some(function (entry) { return entry[0] === ambiguity.item; });
            ends.push(moves ? layout : [[ambiguity.item, frame]].concat(layout));
          });
        });
        return ends;
      }

      // A constraint's marker: a line between the two attribute values it relates (a tick where
      // they coincide), or a dimension marker along a width or height.
      function drawConstraints(state, sizes) {
        var layer = svg.querySelector(".constraints") || el("g", { "class": "constraints" });
        svg.appendChild(layer);
        layer.textContent = "";
        constraintNodes = {};
        var offsets = placeRoots(state, sizes), counts = {}, totals = {};
        state.constraints.forEach(function (constraint) {
          var key = laneKey(constraint);
          totals[key] = (totals[key] || 0) + 1;
        });
        state.constraints.forEach(function (constraint) {
          var key = laneKey(constraint);
          counts[key] = (counts[key] || 0) + 1;
          var points = markerPoints(state, offsets, constraint, counts[key], totals[key]);
          // The figure clips what lies beyond its roots (a scroll view's rows past the screen):
          // a marker wholly outside it is not drawn (the lists and details still have it).
          if (points && !inFigure(points)) { return; }
          var status = statusOf(constraint);
          var optional = constraint.priority < 1000 && status !== "broken" && status !== "inactive";
          var generated = constraint.origin === "root" || constraint.origin === "stack"
            || constraint.origin === "autoresizing";
          var group = el("g", { "class": "constraint" + (generated ? " generated" : ""), "data-id": constraint.id,
            tabindex: "0", role: "button",
            "aria-label": "constraint " + constraint.id + ": " + constraint.text + ", " + statusWords(constraint) },
            layer);
          constraintNodes[constraint.id] = group;
          if (!points) { group.setAttribute("display", "none"); return; }
          var style = "stroke st-" + status + (optional ? " optional" : "");
          var path = points.map(function (p) { return "M" + p[0] + " " + p[1] + " L" + p[2] + " " + p[3]; }).join(" ");
          el("path", { "class": "hit", d: path }, group);
          el("path", { "class": style, d: path }, group);
          var words = label(constraint, status, optional);
          if (words) {
            var middle = [(points[0][0] + points[0][2]) / 2, (points[0][1] + points[0][3]) / 2];
            var text = el("text", { "class": "label st-" + status, x: middle[0] + 2, y: middle[1] - 2 }, group);
            text.textContent = words;
          }
          group.lytTip = constraint.id + ": " + constraint.text + " (" + statusWords(constraint) + ")";
        });
      }
      // Whether any of a marker's segments reaches into the figure's view box.
      function inFigure(points) {
        return points.some(function (p) {
          return Math.max(p[0], p[2]) >= 0 && Math.min(p[0], p[2]) <= figure.width &&
            Math.max(p[1], p[3]) >= 0 && Math.min(p[1], p[3]) <= figure.height;
        });
      }
      function label(constraint, status, optional) {
        var words = "";
        if (status === "violated") { words = "\u2717 " + num(constraint.violation); }
        if (status === "broken") { words = "\u26A0 broken"; }
        if (status === "inactive") { words = "off"; }
        if (optional && (words || constraint.origin === "user")) {
          words += (words ? " " : "") + "@" + num(constraint.priority);
        }
        return words ? constraint.id + " " + words : "";
      }
      function axisOf(attribute) {
        if (attribute === "width" || attribute === "height") { return attribute; }
        return X_AXIS.indexOf(attribute) >= 0 ? "x" : "y";
      }
      function laneKey(constraint) { return constraint.first.item + "/" + axisOf(constraint.first.attribute); }
      function frameOf(state, item) {
        var view = state.views[item];
        if (!view && item.indexOf(".") > 0) { item = item.slice(0, item.indexOf(".")); view = state.views[item]; }
        return view ? { frame: view.absolute, root: rootOf(state, item) } : null;
      }
      // An attribute's value: given in the data, or (when left out) read off its item's frame with
      // the arithmetic lyt used to check that it gives the same number.
      function valueOf(state, anchor) {
        if (anchor.value !== undefined) { return anchor.value; }
        var view = state.views[anchor.item];
        if (!view) { return null; }
        var f = view.absolute, attribute = anchor.attribute, rtl = state.direction === "rtl";
        if (attribute === "leading") { attribute = rtl ? "right" : "left"; }
        if (attribute === "trailing") { attribute = rtl ? "left" : "right"; }
        switch (attribute) {
          case "left": return f[0];
          case "right": return f[0] + f[2];
          case "top": return f[1];
          case "bottom": return f[1] + f[3];
          case "centerX": return f[0] + f[2] / 2;
          case "centerY": return f[1] + f[3] / 2;
          case "width": return f[2];
          case "height": return f[3];
        }
        return null;
      }
      function markerPoints(state, offsets, constraint, lane, lanes) {
        var first = frameOf(state, constraint.first.item), v1 = valueOf(state, constraint.first);
        if (!first || v1 === null || !offsets[first.root]) { return null; }
        var o = offsets[first.root], f = first.frame;
        var axis = axisOf(constraint.first.attribute), t = lane / (lanes + 1);
        var second = constraint.second, secondValue = second ? valueOf(state, second) : null;
        if (axis === "width" || axis === "height") {
          var marks = [dimension(o, f, axis, v1, lane)];
          if (second && secondValue !== null && axisOf(second.attribute) === axis) {
            var other = frameOf(state, second.item);
            if (other && other.root === first.root) { marks.push(dimension(o, other.frame, axis, secondValue, lane)); }
          }
          return marks;
        }
        var v2 = secondValue !== null ? secondValue : v1;
        if (second) {
          var target = frameOf(state, second.item);
          if (!target || target.root !== first.root) { return null; }
        }
        if (axis === "x") {
          var y = o.dy + f[1] + Math.max(f[3], 0) * t;
          if (Math.abs(v1 - v2) < 1) { return [[o.dx + v1, y - 5, o.dx + v1, y + 5]]; }
          return [[o.dx + v2, y, o.dx + v1, y], [o.dx + v2, y - 3, o.dx + v2, y + 3], [o.dx + v1, y - 3, o.dx + v1, y + 3]];
        }
        var x = o.dx + f[0] + Math.max(f[2], 0) * t;
        if (Math.abs(v1 - v2) < 1) { return [[x - 5, o.dy + v1, x + 5, o.dy + v1]]; }
        return [[x, o.dy + v2, x, o.dy + v1], [x - 3, o.dy + v2, x + 3, o.dy + v2], [x - 3, o.dy + v1, x + 3, o.dy + v1]];
      }
      // Widths along the bottom edge inside the box, heights along its right edge, one lane each.
      function dimension(o, f, axis, value, lane) {
        if (axis === "width") {
          var y = o.dy + f[1] + Math.max(Math.max(f[3], 0) - 4 * lane, 0);
          return [o.dx + f[0], y, o.dx + f[0] + Math.max(value, 0), y];
        }
        var x = o.dx + f[0] + Math.max(Math.max(f[2], 0) - 4 * lane, 0);
        return [x, o.dy + f[1], x, o.dy + f[1] + Math.max(value, 0)];
      }

      // The lists under the figure: a button per view and per constraint. A small layout's are
      // made with the figure; a big one's (thousands of buttons, below the figure) when they come
      // near the screen or a selection marks one of them, so they do not delay the first paint.
      var EAGER_LIST_ENTRIES = 400, listsStep = -1, listsSection = document.querySelector(".lists");
      var listsNear = false;
      function showLists(state) {
        if (Object.keys(state.views).length + state.constraints.length <= EAGER_LIST_ENTRIES || listsNear) { ensureLists(); }
      }
      function ensureLists() {
        if (listsStep === current || current < 0) { return; }
        listsStep = current;
        fillLists(stateAt(current));
      }
      if (window.IntersectionObserver) {
        new IntersectionObserver(function (entries) {
          listsNear = entries.some(function (entry) { return entry.isIntersecting; });
          if (listsNear) { ensureLists(); }
        }, { rootMargin: "300px" }).observe(listsSection);
      } else {
        listsNear = true;
      }
      function fillLists(state) {
        var views = document.getElementById("view-list"), constraints = document.getElementById("constraint-list");
        views.textContent = "";
        constraints.textContent = "";
        Object.keys(state.views).forEach(function (name) {
          var button = html("button", name, html("li", null, views));
          button.type = "button";
          button.dataset.name = name;
        });
        state.constraints.forEach(function (constraint) {
          var button = html("button", constraint.id + " ", html("li", null, constraints));
          button.type = "button";
          button.dataset.id = constraint.id;
          html("span", statusWords(constraint), button, "badge st-" + statusOf(constraint));
        });
      }

      function row(list, term, value) {
        html("dt", term, list);
        return html("dd", value, list);
      }
      function showView(state, name) {
        var view = state.views[name];
        if (!view) { return false; }
        html("h2", (view.kind === "guide" ? "Guide " : "View ") + name, details);
        var list = html("dl", null, details);
        row(list, "kind", view.kind);
        row(list, "parent", view.parent === null ? "none (a root)" : view.parent);
        row(list, "frame", rect(view.frame));
        row(list, "absolute", rect(view.absolute));
        var frame = view.absolute;
        row(list, "left, right", num(frame[0]) + ", " + num(frame[0] + frame[2]));
        row(list, "top, bottom", num(frame[1]) + ", " + num(frame[1] + frame[3]));
        row(list, "centerX, centerY", num(frame[0] + frame[2] / 2) + ", " + num(frame[1] + frame[3] / 2));
        state.ambiguity.forEach(function (entry) {
          if (entry.item !== name) { return; }
          Object.keys(entry.ranges).forEach(function (component) {
            var range = entry.ranges[component];
            row(list, component + " (ambiguous)", "any value in [" + num(range[0]) + ", " + num(range[1]) + "]");
          });
          if (entry.explained_step !== undefined && entry.cause) { stepNote("Explained", entry.explained_step); }
          if (entry.moves_with) {
            var moving = entry.moves_with.components.join(", ");
            row(list, "moves with", entry.moves_with.item + " (same freedom: " + moving + ")");
          }
          if (entry.cause) { row(list, "why", entry.cause); }
          showRangeEnds(entry, view.absolute);
          fixList(entry.fixes, entry.fixes_step);
          // Components the first cause leaves free have causes and fixes of their own.
          (entry.also || []).forEach(function (further) {
            html("h3", "Also ambiguous: " + further.components.join(", "), details);
            row(html("dl", null, details), "why", further.cause);
            fixList(further.fixes, entry.fixes_step);
          });
        });
        showDerivations(state, name);
        html("h3", "Constraints on " + name, details);
        var ul = html("ul", null, details, "items");
        state.constraints.forEach(function (constraint) {
          var second = constraint.second ? constraint.second.item : null;
          if (constraint.first.item !== name && second !== name) { return; }
          var button = html("button", constraint.id + ": " + constraint.text, html("li", null, ul));
          button.type = "button";
          activate(button, function () { select({ kind: "constraint", id: constraint.id }); });
        });
        return true;
      }
      // The layouts at the ends of an ambiguous item's ranges, as a list per component: the
      // value at each end and the frames there (root coordinates; the item's first, then the
      // others that stand elsewhere). Each end is a button that marks its layout in the figure.
      function showRangeEnds(entry, frame) {
        var ends = rangeEnds(entry, frame);
        html("h3", "At the ends of its ranges", details);
        var list = html("ul", null, details, "ends");
        Object.keys(entry.ranges).forEach(function (component, position) {
          entry.ranges[component].forEach(function (value, which) {
            var end = which === 0 ? "lower" : "upper", layout = ends[2 * position + which];
            var li = html("li", null, list);
            li.dataset.component = component;
            li.dataset.end = end;
            var words = component + " = " + num(value) + (which === 0 ? " (smallest)" : " (largest)");
            if (typeof value !== "number") {
              html("span", words + ": no end, nothing bounds it", li, "end-value");
              return;
            }
            if (!layout) {
              html("span", words + ": lyt could not measure the layout there", li, "end-value");
              return;
            }
            var button = html("button", words, li, "end-value");
            button.type = "button";
            button.setAttribute("aria-pressed", "false");
            activate(button, function () { pickEnd(button, component, end, entry.item); });
            var frames = html("ul", null, li, "end-frames");
            layout.forEach(function (placed) {
              var item = html("li", null, frames);
              item.dataset.item = placed[0];
              item.textContent = placed[0] + " " + rect(placed[1]);
            });
          });
        });
      }
      // Marks one end's layout in the figure (and unmarks it on a second press).
      function pickEnd(button, component, end, item) {
        var on = button.getAttribute("aria-pressed") !== "true";
        details.querySelectorAll(".ends button[aria-pressed=true]").forEach(function (other) {
          other.setAttribute("aria-pressed", "false");
        });
        svg.querySelectorAll(".range-end.picked").forEach(function (node) { node.classList.remove("picked"); });
        if (!on || !itemNodes[item] || !itemNodes[item].marks) { return; }
        button.setAttribute("aria-pressed", "true");
        itemNodes[item].marks.querySelectorAll(".range-end").forEach(function (node) {
          if (node.dataset.component === component && node.dataset.end === end) { node.classList.add("picked"); }
        });
      }
      function showConstraint(state, id) {
        var constraint = state.constraints.filter(function (c) { return c.id === id; })[0];
        if (!constraint) { return false; }
        html("h2", "Constraint " + id, details);
        var list = html("dl", null, details);
        row(list, "text", constraint.text);
        row(list, "priority", num(constraint.priority));
        row(list, "status", constraint.status + (constraint.satisfied ? ", holds" : ", does not hold"));
        row(list, "violation", num(constraint.violation));
        var violation = state.violations.filter(function (v) { return v.id === id; })[0];
        var conflict = state.conflicts.filter(function (c) { return c.broken === id; })[0];
        var highlighted = {};
        if (violation && violation.lost_to === null) {
          html("p", "lyt explains a problem at the step that causes it and at the last step; this one was " +
            "not explained at this step.", details, "note");
        } else if (violation) {
          if (violation.explained_step !== undefined) { stepNote("Explained", violation.explained_step); }
          row(list, "lost to", violation.lost_to.length ? violation.lost_to.join(", ") : "nothing stronger");
          row(list, "how", violation.kind);
          if (violation.reason) { row(list, "why", violation.reason); }
          violation.lost_to.forEach(function (other) { highlighted[other] = "lost-to"; });
          fixList(violation.fixes, violation.fixes_step);
        }
        if (conflict) {
          row(list, "minimal set", conflict.minimal_set.join(", "));
          row(list, "gap", num(conflict.gap));
          html("pre", conflict.explanation.join("\n"), details, "arithmetic");
          conflict.minimal_set.forEach(function (other) { highlighted[other] = "in-set"; });
          fixList(conflict.fixes, conflict.fixes_step);
        }
        Object.keys(highlighted).forEach(function (other) {
          if (constraintNodes[other]) { constraintNodes[other].classList.add(highlighted[other]); }
          var button = document.querySelector("#constraint-list button[data-id=\"" + CSS.escape(other) + "\"]");
          if (button) { button.classList.add(highlighted[other]); }
        });
        return true;
      }
      // Why the view is where it is: for each frame component, what `why NAME.x` (y, width,
      // height) prints — the value, the derivation chain with the constraints each line uses,
      // and the constraints the value rests on. lyt writes them for the last state.
      var COMPONENTS = ["x", "y", "width", "height"];
      // A state's derivations: rebuilt from `derivations_by_state` (each state lists the items
      // that changed since the one before, and those removed) when the page has them, else
      // only the last state's.
      var derivedStates = [];
      function derivationsAt(index) {
        var changes = data.derivations_by_state;
        if (!changes || index >= changes.length) { return data.derivations || { state: -1, items: {} }; }
        for (var k = derivedStates.length; k <= index; k++) {
          var items = Object.assign({}, k > 0 ? derivedStates[k - 1].items : {}, changes[k].items || {});
          (changes[k].removed || []).forEach(function (name) { delete items[name]; });
          derivedStates.push({ state: k, items: items });
        }
        return derivedStates[index];
      }
      function showDerivations(state, name) {
        var derivations = derivationsAt(data.steps[current].state);
        html("h3", "Why here", details);
        if (data.steps[current].state !== derivations.state) {
          html("p", "lyt writes the derivations of the frames at the last step (press End to see them there).",
            details, "note");
          return;
        }
        var item = derivations.items[name];
        if (!item) {
          html("p", "lyt writes the derivations of the first " + Object.keys(derivations.items).length +
            " views and guides; for this one, " +
            "ask lyt: why " + name + ".x", details, "note");
          return;
        }
        var byId = {};
        state.constraints.forEach(function (constraint) { byId[constraint.id] = constraint; });
        COMPONENTS.forEach(function (component) {
          var entry = item[component];
          if (!entry) { return; }
          var subject = name + "." + component;
          var pre = html("pre", null, details, "why");
          pre.dataset.component = component;
          html("span", subject + " = " + num(entry.value) + " (root coordinates)", pre, "line");
          derivationLines(entry.chain || [], subject).forEach(function (line) {
            pre.appendChild(document.createTextNode("\n"));
            html("span", "  " + line.text, pre, "line");
            if (line.reasons.length) { html("span", "  " + line.reasons.join(", "), pre, "reasons"); }
          });
          var support = html("p", null, details, "support");
          support.dataset.component = component;
          if (!entry.by.length && !entry.free) {
            support.textContent = "no constraint fixes it (its value is 0 by convention)";
          }
          if (entry.by.length) {
            support.appendChild(document.createTextNode(entry.free ? "held there, in this layout, by: " : "fixed by: "));
            entry.by.forEach(function (by) {
              var id = Array.isArray(by) ? by[0] : by, constraint = byId[id];
              var words = id + " " + (constraint ? constraint.text : "(implicit: sizes are never negative)");
              if (Array.isArray(by) && !entry.chain) { words += " \u00D7 " + num(by[1]); }
              var button = html("button", words, support);
              button.type = "button";
              button.dataset.id = id;
              if (constraint) { activate(button, function () { select({ kind: "constraint", id: id }); }); }
            });
            if (entry.more) { support.appendChild(document.createTextNode(" \u2026 and " + entry.more + " more")); }
          }
          if (entry.free) {
            html("span", " also depends on " + entry.free.join(", ") + ", which nothing determines", support);
          }
        });
      }
      // A chain as `why` writes it: `= SUM`, or `so 2 * c.x = SUM` once the subject reappeared on
      // the right and was solved for.
      // A line is [sum], [sum, reasons] or [sum, reasons, multiple] (a multiple of 1 left out).
      function derivationLines(chain, subject) {
        var multiple = 1;
        return chain.map(function (step) {
          var next = step.length > 2 ? step[2] : 1;
          var lead = next === multiple ? "=" : "so " + scaled(subject, next) + " =";
          multiple = next;
          return { text: lead + " " + sumText(step[0]), reasons: step[1] || [] };
        });
      }
      // A sum's pieces — "item.attribute" or a number (coefficient 1), [coefficient,
      // "item.attribute"] or [coefficient, number] — written as lyt writes them:
      // `a.left + a.width + 8`, `root.width / 3`, `0.5 * b.width - 4`.
      function sumText(pieces) {
        if (!pieces.length) { return "0"; }
        return pieces.map(function (piece, index) {
          if (!Array.isArray(piece)) { piece = [1, piece]; }
          var anchor = typeof piece[1] === "string", magnitude = Math.abs(piece[0]);
          var body = anchor ? piece[1] : num(Math.abs(piece[1]));
          var negative = (piece[0] < 0) !== (!anchor && piece[1] < 0);
          var text = Math.abs(magnitude - 1) <= 1e-12 ? body : scaled(body, magnitude);
          return index === 0 ? (negative ? "-" : "") + text : (negative ? " - " : " + ") + text;
        }).join("");
      }
      function scaled(body, multiplier) {
        if (multiplier === 1) { return body; }
        var divisor = reciprocal(multiplier);
        return divisor ? body + " / " + divisor : num(multiplier) + " * " + body;
      }
      // The whole number whose reciprocal is exactly `value`, when its decimals run long (1/3).
      function reciprocal(value) {
        if (!(value > 0 && value < 0.5 && value >= 1e-4 && String(value).length > 8)) { return null; }
        var divisor = Math.round(1 / value);
        return divisor >= 2 && divisor <= 10000 && 1 / divisor === value ? divisor : null;
      }

      // An explanation or fixes worked out at an earlier step, for a problem that has not changed.
      // A note that the entry was worked out at an earlier step: not at a step of the state that
      // worked it out.
      function stepNote(what, step) {
        if (data.steps[step] && data.steps[step].state === data.steps[current].state) { return; }
        html("p", what + " at step " + (step + 1) + ", when the problem appeared. It has not changed " +
          "since, but other parts of the layout may have.", details, "note");
      }
      function fixList(fixes, checkedAtStep) {
        if (!fixes || !fixes.length) { return; }
        html("h3", "Verified fixes", details);
        if (checkedAtStep !== undefined) { stepNote("Checked", checkedAtStep); }
        var ul = html("ul", null, details, "fixes");
        fixes.forEach(function (fix) {
          var li = html("li", null, ul);
          html("code", fix.command, li);
          li.appendChild(document.createTextNode(" \u2192 " + fix.effect));
        });
      }

      function clearMarks() {
        document.querySelectorAll(".selected, .in-set, .lost-to").forEach(function (node) {
          node.classList.remove("selected", "in-set", "lost-to");
        });
      }
      function select(what) {
        selection = what;
        renderSelection();
      }
      function renderSelection() {
        if (selection) { ensureLists(); }
        clearMarks();
        details.textContent = "";
        var state = stateAt(current), shown = false;
        if (selection && selection.kind === "view") {
          shown = showView(state, selection.name);
          if (shown) {
            itemNodes[selection.name].group.classList.add("selected");
            var button = document.querySelector("#view-list button[data-name=\"" + CSS.escape(selection.name) + "\"]");
            if (button) { button.classList.add("selected"); }
          }
        } else if (selection && selection.kind === "constraint") {
          shown = showConstraint(state, selection.id);
          if (shown && constraintNodes[selection.id]) { constraintNodes[selection.id].classList.add("selected"); }
        }
        if (!shown) {
          html("p", selection ? "Not in the layout at this step." : "Click a view or a constraint (or focus it and " +
            "press Enter) to see its details.", details, "hint");
        }
      }

      // An `animate` step's frames, over a slider and a play button. Each frame is one lyt solved
      // (a sweep) or interpolated (a block): the keyframes list what moved at each frame, from the
      // state before the step. The page only works out the swept value, as lyt sweeps it:
      // from × (1 - i / (n - 1)) + to × i / (n - 1) at frame i of n.
      var animationBox = document.getElementById("animation"), frameSlider = document.getElementById("frame");
      var playButton = document.getElementById("play"), playing = null, animationStart = {};
      function animationAt(step) { return data.steps[step].animation || null; }
      function absoluteFrames(state) {
        var frames = {};
        if (state) { Object.keys(state.views).forEach(function (name) { frames[name] = state.views[name].absolute; }); }
        return frames;
      }
      // The largest size each root takes in the animation, so that every frame fits the figure.
      function animationSizes(animation, start, state) {
        var sizes = {};
        Object.keys(state.views).forEach(function (name) {
          var view = state.views[name], before = start[name] || view.absolute;
          if (view.parent !== null) { return; }
          sizes[name] = [Math.max(view.absolute[2], before[2]), Math.max(view.absolute[3], before[3])];
        });
        animation.keyframes.forEach(function (keyframe) {
          Object.keys(keyframe.frames).forEach(function (name) {
            var size = sizes[name], frame = keyframe.frames[name];
            if (size) { size[0] = Math.max(size[0], frame[2]); size[1] = Math.max(size[1], frame[3]); }
          });
        });
        return sizes;
      }
      function framesAt(animation, index) {
        var frames = {};
        Object.keys(animationStart).forEach(function (name) { frames[name] = animationStart[name]; });
        for (var k = 0; k < animation.keyframes.length && animation.keyframes[k].index <= index; k++) {
          var changed = animation.keyframes[k].frames;
          Object.keys(changed).forEach(function (name) { frames[name] = changed[name]; });
        }
        return frames;
      }
      function showFrame(index) {
        var animation = animationAt(current);
        if (!animation) { return; }
        var last = animation.frames - 1;
        index = Math.max(0, Math.min(last, index));
        frameSlider.value = String(index);
        var fraction = last > 0 ? index / last : 1;
        var words = "frame " + (index + 1) + " of " + animation.frames + ", " + num(animation.duration * fraction) + " s";
        if (animation.swept) {
          var sweep = animation.swept;
          words += ", " + sweep.target + " = " + num(sweep.from * (1 - fraction) + sweep.to * fraction);
        }
        document.getElementById("frame-info").textContent = words;
        svg.classList.toggle("animating", index !== last);
        var frames = framesAt(animation, index), state = stateAt(current);
        Object.keys(itemNodes).forEach(function (name) {
          var view = state.views[name];
          if (view) { placeBox(itemNodes[name], frames[name] || view.absolute, view.kind === "guide"); }
        });
      }
      function stopPlaying() {
        if (playing !== null) { cancelAnimationFrame(playing); }
        playing = null;
        playButton.textContent = "\u25B6 play";
      }
      function play() {
        var animation = animationAt(current);
        if (!animation || playing !== null) { stopPlaying(); return; }
        var last = animation.frames - 1, interval = animation.duration / Math.max(last, 1), start = null;
        playButton.textContent = "\u275A\u275A pause";
        function tick(now) {
          if (start === null) { start = now; }
          var index = Math.min(last, Math.floor((now - start) / 1000 / interval));
          showFrame(index);
          if (index < last) { playing = requestAnimationFrame(tick); } else { stopPlaying(); }
        }
        playing = requestAnimationFrame(tick);
      }

      function go(step) {
        step = Math.max(0, Math.min(data.steps.length - 1, step));
        if (step === current) { return; }
        stopPlaying();
        var previous = current >= 0 ? stateAt(current) : null, forward = step === current + 1;
        var animation = animationAt(step);
        animationStart = animation ? absoluteFrames(step > 0 ? stateAt(step - 1) : null) : {};
        current = step;
        var info = data.steps[step], state = stateAt(step);
        var sizes = animation ? animationSizes(animation, animationStart, state) : null;
        slider.value = String(step);
        document.getElementById("counter").textContent = "step " + (step + 1) + " of " + data.steps.length;
        document.getElementById("command").textContent = "> " + info.command;
        var report = document.getElementById("report");
        report.textContent = info.output.join("\n");
        report.classList.toggle("failed", info.failed);
        drawItems(state, previous, sizes);
        drawConstraints(state, sizes);
        showLists(state);
        renderSelection();
        svg.classList.remove("animating");
        animationBox.hidden = !animation;
        if (animation) {
          frameSlider.max = String(animation.frames - 1);
          showFrame(animation.frames - 1);
          // Stepping forward onto an animation plays it, unless the reader asks for less motion.
          if (forward && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) { play(); }
        }
      }

      if (!data.steps.length) {
        document.getElementById("command").textContent = "(the script ran no command)";
        return;
      }
      slider.max = String(data.steps.length - 1);
      var generatedBox = document.getElementById("generated");
      generatedBox.addEventListener("change", function () {
        svg.classList.toggle("show-generated", generatedBox.checked);
      });
      slider.addEventListener("input", function () { go(Number(slider.value)); });
      frameSlider.addEventListener("input", function () { stopPlaying(); showFrame(Number(frameSlider.value)); });
      playButton.addEventListener("click", play);
      document.getElementById("first").addEventListener("click", function () { go(0); });
      document.getElementById("prev").addEventListener("click", function () { go(current - 1); });
      document.getElementById("next").addEventListener("click", function () { go(current + 1); });
      document.getElementById("last").addEventListener("click", function () { go(data.steps.length - 1); });
      document.addEventListener("keydown", function (event) {
        if (event.target === slider || event.target === frameSlider || event.altKey || event.ctrlKey || event.metaKey) { return; }
        if (event.key === "ArrowLeft") { event.preventDefault(); go(current - 1); }
        if (event.key === "ArrowRight") { event.preventDefault(); go(current + 1); }
        if (event.key === "Home") { event.preventDefault(); go(0); }
        if (event.key === "End") { event.preventDefault(); go(data.steps.length - 1); }
        if (event.key === "Escape") { select(null); }
      });
      delegate(svg, ".item, .constraint", selectNode);
      delegate(document.getElementById("view-list"), "button", selectNode);
      delegate(document.getElementById("constraint-list"), "button", selectNode);
      svg.addEventListener("pointerover", showTip);
      window.lyt = { data: data, go: go, step: function () { return current; }, state: stateAt, frame: showFrame,
        lists: ensureLists };
      stateAt(data.steps.length - 1);
      performance.mark("lyt-state");
      go(data.steps.length - 1);
      performance.mark("lyt-drawn");
      requestAnimationFrame(function () { setTimeout(function () { performance.mark("lyt-painted"); }, 0); });
    })();

    """#
}
