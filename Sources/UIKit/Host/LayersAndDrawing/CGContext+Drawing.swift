import Foundation

/// The rest of a Core Graphics context's drawing calls apps make: accepted, nothing is drawn
/// (see ``CGContext``); the current transform, the line settings and the path's bounding box
/// are kept where code reads them back.
extension CGContext {
  /// Adds a rectangle to the path.
  public func addRect(_ rect: CGRect) { state.pathBox = state.pathBox.union(rect) }
  /// Adds rectangles to the path.
  public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
  /// Adds an ellipse to the path.
  public func addEllipse(in rect: CGRect) { addRect(rect) }
  /// Adds lines through points to the path.
  public func addLines(between points: [CGPoint]) { points.forEach { addRect(CGRect(origin: $0, size: .zero)) } }
  /// Adds an arc to the path.
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    addRect(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
  }
  /// Adds an arc tangent to two lines to the path.
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) { addLines(between: [tangent1End, tangent2End]) }
  /// Adds a quadratic curve to the path.
  public func addQuadCurve(to end: CGPoint, control: CGPoint) { addLines(between: [control, end]) }
  /// Adds a cubic curve to the path.
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { addLines(between: [control1, control2, end]) }
  /// Closes the path's current figure.
  public func closePath() {}
  /// Starts a new path.
  public func beginPath() { state.pathBox = .null }
  /// The bounding box of the path (`.null` when empty).
  public var boundingBoxOfPath: CGRect { state.pathBox }
  /// Whether the path is empty.
  public var isPathEmpty: Bool { state.pathBox.isNull }
  /// Fills the path with a rule.
  public func fillPath(using rule: CGPathFillRule) { beginPath() }
  /// Fills and strokes the path.
  public func drawPath(using mode: CGPathDrawingMode) { beginPath() }
  /// Clips to the path.
  public func clip(using rule: CGPathFillRule = .winding) { beginPath() }
  /// Clips to rectangles.
  public func clip(to rects: [CGRect]) {}
  /// Strokes a rectangle with a width.
  public func stroke(_ rect: CGRect, width: CGFloat) {}
  /// Strokes line segments.
  public func strokeLineSegments(between points: [CGPoint]) {}
  /// Clears a rectangle.
  public func clear(_ rect: CGRect) {}
  /// Fills rectangles.
  public func fill(_ rects: [CGRect]) {}
  /// Draws a linear gradient.
  public func drawLinearGradient(_ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions) {}
  /// Draws a radial gradient.
  public func drawRadialGradient(
    _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions
  ) {}
  /// Draws an image in a rectangle.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}
  /// Sets the fill colour from components.
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// Sets the stroke colour from components.
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
  /// Sets the fill grey.
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {}
  /// Sets the stroke grey.
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {}
  /// Sets the opacity.
  public func setAlpha(_ alpha: CGFloat) {}
  /// Sets the line cap.
  public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
  /// Sets the line join.
  public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
  /// Sets the dash pattern.
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {}
  /// Sets the miter limit.
  public func setMiterLimit(_ limit: CGFloat) {}
  /// Sets the shadow.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  /// Sets the shadow with the default colour.
  public func setShadow(offset: CGSize, blur: CGFloat) {}
  /// Sets the blend mode.
  public func setBlendMode(_ mode: CGBlendMode) {}
  /// Sets whether edges are antialiased.
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  /// Sets whether edges may be antialiased.
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
  /// Sets the interpolation quality.
  public var interpolationQuality: CGInterpolationQuality {
    get { state.interpolationQuality }
    set { state.interpolationQuality = newValue }
  }
  /// Multiplies the current transform.
  public func concatenate(_ transform: CGAffineTransform) { state.transform = transform.concatenating(state.transform) }
  /// The current transform.
  public var ctm: CGAffineTransform { state.transform }
  /// The clip's bounding box: the whole context.
  public var boundingBoxOfClipPath: CGRect { .infinite }
}

/// What a context keeps between calls.
final class CGContextState: @unchecked Sendable {
  // Unchecked: a context is drawn into from one thread at a time, as Core Graphics requires.
  var pathBox = CGRect.null
  var lineCap = CGLineCap.butt
  var lineJoin = CGLineJoin.miter
  var interpolationQuality = CGInterpolationQuality.default
  var transform = CGAffineTransform.identity
}

/// How a line ends.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How lines join.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
/// Which points a path fills.
public enum CGPathFillRule: Int, Sendable { case winding, evenOdd }
/// How a path is drawn.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }
/// How an image is scaled.
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }
/// How drawing blends with what is below.
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation, color,
    luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
