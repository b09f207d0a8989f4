internal import CPNGShim

/// The row filter the encoder applies before compression (PNG specification §9).
public enum PNGFilter: String, Sendable, Hashable, CaseIterable {
  /// No filter: fastest to encode and decode, and on flat UI images usually no larger.
  case none
  /// Each byte minus the byte to its left.
  case sub
  /// Each byte minus the byte above.
  case up
  /// Each byte minus the mean of left and above.
  case average
  /// Each byte minus the Paeth predictor of left, above and upper-left.
  case paeth
  /// libpng's adaptive choice among all five, per row (the common default of PNG writers).
  case adaptive

  var libpngFlags: Int32 {
    switch self {
    case .none: return 0x08
    case .sub: return 0x10
    case .up: return 0x20
    case .average: return 0x40
    case .paeth: return 0x80
    case .adaptive: return 0xf8
    }
  }

  /// The filter type byte the band encoder writes on every row, or `nil` when it has none.
  var bandFilter: Int32? {
    switch self {
    case .none: return CPNG_BAND_FILTER_NONE
    case .sub: return CPNG_BAND_FILTER_SUB
    case .up: return CPNG_BAND_FILTER_UP
    case .paeth: return CPNG_BAND_FILTER_PAETH
    case .average, .adaptive: return nil
    }
  }
}
