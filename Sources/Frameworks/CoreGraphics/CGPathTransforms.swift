import Foundation

extension CGPath {
  /// The path with each arc replaced by lines at most 5 degrees of arc apart (as Legible draws
  /// arcs), so that any transform can move its points: an arc starts with a line from the current
  /// point, or a move where there is none, as in Core Graphics.
  public func _arcsAsLines() -> CGPath {
    var segments: [_Segment] = []
    var started = false
    for segment in _segments {
      switch segment {
      case .arc(let center, let radius, let start, let end, let clockwise):
        var sweep = end - start
        guard sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { continue }
        if clockwise {
          while sweep > 0 { sweep -= 2 * .pi }
        } else {
          while sweep < 0 { sweep += 2 * .pi }
        }
        let steps = max(1, min(720, Int((abs(sweep) / (.pi / 36)).rounded(.up))))
        for step in 0...steps {
          let angle = start + sweep * CGFloat(step) / CGFloat(steps)
          let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
          segments.append(step == 0 && !started ? .move(point) : .line(point))
        }
        started = true
      case .move:
        segments.append(segment)
        started = true
      case .close:
        segments.append(segment)
      default:
        segments.append(segment)
        started = true
      }
    }
    return CGPath(segments: segments)
  }

  /// The path with every point moved by `transform` (arcs first made lines).
  public func transformed(by transform: CGAffineTransform) -> CGPath {
    if transform.isIdentity { return self }
    let flat = _segments.contains { if case .arc = $0 { true } else { false } } ? _arcsAsLines() : self
    return CGPath(
      segments: flat._segments.map { segment in
        switch segment {
        case .move(let p): .move(p.applying(transform))
        case .line(let p): .line(p.applying(transform))
        case .quad(let p, let c): .quad(p.applying(transform), control: c.applying(transform))
        case .curve(let p, let c1, let c2):
          .curve(p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
        case .arc, .close: segment
        }
      })
  }

  /// The path as SVG path data (`M0 0 L10 0 Z`), arcs as lines.
  public var _svgPathData: String {
    func p(_ point: CGPoint) -> String { "\(Double(point.x)) \(Double(point.y))" }
    var data = ""
    for segment in _arcsAsLines()._segments {
      switch segment {
      case .move(let point): data += "M\(p(point)) "
      case .line(let point): data += "L\(p(point)) "
      case .quad(let point, let control): data += "Q\(p(control)) \(p(point)) "
      case .curve(let point, let c1, let c2): data += "C\(p(c1)) \(p(c2)) \(p(point)) "
      case .close: data += "Z "
      case .arc: break
      }
    }
    return data
  }
}

extension CGPath: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(_segments.count) }
}
