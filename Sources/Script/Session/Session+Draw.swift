import CommandLanguage
import Layout

extension Session {
  /// The narrowest and widest `draw --width`.
  static let drawWidths = 10...1000

  /// `draw [--width N] [--svg FILE]`: the picture, or the SVG file written.
  mutating func draw(_ options: DrawOptions) throws(SessionError) -> Response {
    var columns = terminalColumns
    if let width = options.width {
      guard let whole = Int(exactly: width.value), Self.drawWidths.contains(whole) else {
        throw SessionError(.command(.drawWidth), at: width.range)
      }
      columns = whole
    }
    if let file = options.svgFile {
      return Response(confirmations: [try writeSVG(to: file, width: options.width.map { _ in columns })])
    }
    var picture = TerminalPicture(scene: Scene(state.engine, includesGuides: false), columns: columns)
    if options.width == nil, let rows = terminalRows {
      // The heading, the legend and the next prompt take three more rows.
      picture.maximumRows = max(min(rows - 3, TerminalPicture.defaultMaximumRows), 5)
    }
    return Response(plain: picture.lines(colored: false), coloredLines: picture.lines(colored: true))
  }

  /// Writes the SVG picture; returns what it holds.
  private mutating func writeSVG(to file: Name, width: Int?) throws(SessionError) -> Confirmation {
    let scene = Scene(state.engine, includesGuides: true)
    let document = SVGDocument(scene: scene, pixelWidth: width)
    do {
      try files.write(document.text, to: file.value)
    } catch {
      throw SessionError(.file(.cannotWrite(file: file.value, error)), at: file.range)
    }
    let boxes = scene.roots.flatMap(\.boxes)
    let views = boxes.filter { !$0.isGuide }.count
    let guides = boxes.count - views
    return .drew(file: file.value, views: views, guides: guides)
  }
}
