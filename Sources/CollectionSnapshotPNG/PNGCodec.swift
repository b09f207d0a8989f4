internal import CPNGShim
public import CollectionSnapshotPixels

/// Reads and writes PNG files through libpng.
///
/// **Decoding** gives 8-bit, non-premultiplied RGBA for every PNG: all colour types and bit
/// depths, palettes, `tRNS` transparency, 16-bit samples and interlacing. Samples are only
/// rescaled to 8 bits (`round(v × 255 / (2ᵇ − 1))`); gamma, `iCCP`, `sRGB` and `bKGD` chunks are
/// ignored, because a snapshot tool must compare stored values, not colour-managed ones.
/// Damaged or hostile files throw a ``PNGError`` that says what is wrong; nothing larger than
/// ``maxPixels`` is allocated.
///
/// **Encoding** is deterministic: the same pixels give the same bytes (IHDR, the chunks you
/// pass, IDAT, IEND; no time, no text, no software name). Opaque images are stored as RGB.
public struct PNGCodec: Sendable {
  /// The zlib level the encoder uses by default, chosen by measurement on a UI-like 1179 × 2556
  /// screen (the `CollectionSnapshot` catalog, "Pictures, PNG and pixels"): with no filter,
  /// levels 1–3 encode in 12 ms and decode in 3 ms, against 57 ms and 18 ms for the common default (adaptive filter, level 6); level 3
  /// gives the smallest of those files (100 KB; the common default gives 35 KB).
  public static let defaultCompressionLevel = 3
  /// The row filter the encoder uses by default (see ``defaultCompressionLevel``).
  public static let defaultFilter = PNGFilter.none
  /// How diff images are written (`collection-snapshot diff --output`, a failed assertion's
  /// `diff.png`): zlib level 1 with the up filter in two bands compressed at once — a diff image
  /// is the reference faded to light grey with red marks, whose rows mostly repeat the row above
  /// (the `Benchmarks` article, "diff").
  public static let diffImage = PNGCodec(compressionLevel: 1, filter: .up, bands: 2)
  /// The largest image decoded by default: 64 Mpx (67,108,864 pixels, 256 MiB of RGBA).
  public static let defaultMaxPixels = 64 * 1024 * 1024

  /// zlib compression level, 0 (store) … 9 (smallest).
  public var compressionLevel: Int
  /// Row filter.
  public var filter: PNGFilter
  /// Images with more pixels are refused before any pixel memory is allocated.
  public var maxPixels: Int
  /// Horizontal bands the image data is compressed in at once, one thread each, as one zlib
  /// stream (1: libpng's single stream). The bands depend only on the image's height, so the
  /// bytes are the same on any machine; with more than one band the filter must be `none`,
  /// `sub`, `up` or `paeth`.
  public var bands: Int
  /// Also verify zlib's Adler-32 checksum of the inflated image data. Off by default: it costs
  /// 14 % of a decode, and the CRC-32 of every chunk, always checked, already covers the
  /// compressed bytes. A file whose only fault is a wrong Adler-32 (written by a faulty encoder)
  /// then decodes.
  public var verifiesAdler32: Bool

  /// A codec; the defaults are the measured ones.
  public init(
    compressionLevel: Int = PNGCodec.defaultCompressionLevel,
    filter: PNGFilter = PNGCodec.defaultFilter,
    maxPixels: Int = PNGCodec.defaultMaxPixels,
    verifiesAdler32: Bool = false,
    bands: Int = 1
  ) {
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.bands = bands
    self.maxPixels = maxPixels
    self.verifiesAdler32 = verifiesAdler32
  }

  /// The version of libpng in use, e.g. "1.6.39".
  public static var libpngVersion: String { String(cString: cpng_libpng_version()) }

  // MARK: Encoding

  /// Encodes a bitmap as PNG bytes.
  /// - Parameters:
  ///   - bitmap: the pixels; its scale is not stored.
  ///   - chunks: ancillary chunks to write before the image data.
  /// - Throws: ``PNGError`` for an empty bitmap, a bad chunk name or a libpng failure.
  public func encode(_ bitmap: Bitmap, chunks: [PNGChunk] = []) throws(PNGError) -> [UInt8] {
    guard bitmap.width > 0, bitmap.height > 0 else {
      throw PNGError("cannot encode an empty bitmap (\(bitmap.width)x\(bitmap.height) pixels)")
    }
    guard bitmap.width <= 0x7fff_ffff, bitmap.height <= 0x7fff_ffff else {
      throw PNGError("bitmap too large for PNG: \(bitmap.width)x\(bitmap.height) pixels")
    }
    guard (0...9).contains(compressionLevel) else {
      throw PNGError("compression level must be 0…9, got \(compressionLevel)")
    }
    for chunk in chunks where !chunk.hasValidName {
      throw PNGError("chunk name must be four ASCII letters, got '\(chunk.name)'")
    }
    // Chunk names and data must stay alive during the call: copy them into one allocation.
    var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
    var output: UnsafeMutablePointer<UInt8>?
    var outputSize = 0
    let payloads = chunks.map(\.data)
    guard (1...64).contains(bands) else { throw PNGError("bands must be 1…64, got \(bands)") }
    let bandFilter = filter.bandFilter
    if bands > 1 && bandFilter == nil {
      throw PNGError("the \(filter.rawValue) filter cannot be used with bands; use none, sub, up or paeth")
    }
    let status: Int32 = bitmap.pixels.withUnsafeBufferPointer { pixels in
      withChunkArray(chunks, payloads) { cChunks in
        if bands > 1, let bandFilter {
          return cpng_encode_bands(
            pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4,
            Int32(compressionLevel), bandFilter, Int32(bands), cChunks.baseAddress, cChunks.count,
            &output, &outputSize, &message)
        }
        return cpng_encode(
          pixels.baseAddress, UInt32(bitmap.width), UInt32(bitmap.height), bitmap.width * 4,
          Int32(compressionLevel), filter.libpngFlags, cChunks.baseAddress, cChunks.count,
          &output, &outputSize, &message)
      }
    }
    guard status == CPNG_OK, let output else {
      throw PNGError("PNG encoding failed: " + String(decodingCString: message))
    }
    defer { cpng_free(output) }
    return Array(UnsafeBufferPointer(start: output, count: outputSize))
  }

  /// Calls `body` with C chunk descriptors whose pointers are valid during the call.
  private func withChunkArray<R>(
    _ chunks: [PNGChunk], _ payloads: [[UInt8]], _ body: (UnsafeBufferPointer<cpng_chunk>) -> R
  ) -> R {
    if chunks.isEmpty { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    // Flatten the payloads so one pointer covers them all.
    let flat = payloads.flatMap { $0 }
    return flat.withUnsafeBufferPointer { data in
      var offset = 0
      var cChunks: [cpng_chunk] = []
      for (chunk, payload) in zip(chunks, payloads) {
        var c = cpng_chunk()
        let name = Array(chunk.name.utf8)
        withUnsafeMutableBytes(of: &c.name) { raw in
          for i in 0..<4 { raw[i] = name[i] }
          raw[4] = 0
        }
        c.data = data.baseAddress.map { UnsafePointer($0 + offset) }
        c.size = payload.count
        offset += payload.count
        cChunks.append(c)
      }
      return cChunks.withUnsafeBufferPointer(body)
    }
  }

  // MARK: Decoding

  /// What a PNG file's header says, read without decoding the image.
  /// - Throws: ``PNGError`` when the bytes are not a readable PNG header.
  public func header(of bytes: [UInt8], file: String? = nil) throws(PNGError) -> PNGHeader {
    let (reader, header) = try begin(bytes, file: file, limit: UInt64.max)
    cpng_reader_free(reader)
    return header
  }

  /// Decodes PNG bytes into an 8-bit RGBA bitmap of scale 1.
  /// - Parameters:
  ///   - bytes: the whole file.
  ///   - file: the file name to put in errors.
  /// - Throws: ``PNGError`` naming what is wrong: not a PNG, truncated, a bad checksum, an image
  ///   larger than ``maxPixels``, and so on.
  public func decode(_ bytes: [UInt8], file: String? = nil) throws(PNGError) -> Bitmap {
    let (reader, header) = try begin(bytes, file: file, limit: UInt64(max(0, maxPixels)))
    defer { cpng_reader_free(reader) }
    let width = Int(header.width)
    let height = Int(header.height)
    var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
    var status: Int32 = CPNG_OK
    let pixels = bytes.withUnsafeBufferPointer { _ in  // keeps `bytes` alive for the reader
      [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
        status = cpng_reader_finish(reader, buffer.baseAddress, width * 4, &message)
        initialized = width * height * 4
      }
    }
    guard status == CPNG_OK else {
      throw PNGError(Self.describe(String(decodingCString: message)), file: file)
    }
    return Bitmap(width: width, height: height, scale: 1, pixels: pixels)
  }

  /// Reads and decodes a PNG file.
  /// - Throws: ``PNGError`` naming the file and what is wrong with it.
  public func decode(contentsOfFile path: String) throws(PNGError) -> Bitmap {
    let bytes: [UInt8]
    do { bytes = try BinaryFile.read(path) } catch { throw PNGError(error) }
    return try decode(bytes, file: path)
  }

  /// Encodes a bitmap and writes it to `path` atomically (a temporary file, then a rename).
  public func write(_ bitmap: Bitmap, toFile path: String, chunks: [PNGChunk] = []) throws(PNGError) {
    let bytes = try encode(bitmap, chunks: chunks)
    do { try BinaryFile.writeAtomically(bytes, to: path) } catch { throw PNGError(error) }
  }

  private func begin(_ bytes: [UInt8], file: String?, limit: UInt64) throws(PNGError) -> (OpaquePointer, PNGHeader) {
    if let problem = PNGSignature.problem(with: bytes) { throw PNGError(problem, file: file) }
    var message = [CChar](repeating: 0, count: Int(CPNG_MESSAGE_SIZE))
    var reader: OpaquePointer?
    var cHeader = cpng_header()
    let status = bytes.withUnsafeBufferPointer { buffer in
      cpng_reader_begin(
        buffer.baseAddress, buffer.count, limit, verifiesAdler32 ? 1 : 0, &reader, &cHeader,
        &message)
    }
    let text = String(decodingCString: message)
    if status == CPNG_ERROR_LIMIT {
      throw PNGError(text + " (raise PNGCodec.maxPixels to read it)", file: file)
    }
    guard status == CPNG_OK, let reader else { throw PNGError(Self.describe(text), file: file) }
    let header = PNGHeader(
      width: Int(cHeader.width), height: Int(cHeader.height), bitDepth: Int(cHeader.bit_depth),
      colorType: Int(cHeader.color_type), isInterlaced: cHeader.interlaced != 0)
    return (reader, header)
  }

  /// A libpng message as a sentence for users.
  static func describe(_ libpngMessage: String) -> String {
    let text = libpngMessage.isEmpty ? "unknown error" : libpngMessage
    return text.hasPrefix("out of memory") ? text : "corrupt PNG: " + text
  }
}

extension String {
  /// A string from a NUL-terminated C character buffer.
  fileprivate init(decodingCString buffer: [CChar]) {
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    self = String(decoding: bytes, as: UTF8.self)
  }
}
