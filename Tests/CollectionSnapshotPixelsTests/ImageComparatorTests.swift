import Testing

@testable import CollectionSnapshotPixels

@Suite("Image comparison")
struct ImageComparatorTests {
  func gray(_ width: Int, _ height: Int, _ value: UInt8 = 200) -> Bitmap {
    Bitmap(width: width, height: height, fill: Color(red: value, green: value, blue: value))
  }

  @Test("Equal bitmaps match with nothing to report")
  func equal() {
    let a = gray(50, 40)
    let result = ImageComparator.compare(reference: a, actual: a)
    #expect(result.matches)
    #expect(result.differingPixels == 0)
    #expect(result.regions.isEmpty)
    #expect(result.totalPixels == 2000)
  }

  @Test("One changed pixel: counted, boxed, and fails the exact comparison")
  func onePixel() {
    let a = gray(50, 40)
    var b = a
    b[7, 9] = Color(red: 201, green: 200, blue: 200)
    let result = ImageComparator.compare(reference: a, actual: b)
    #expect(!result.matches)
    #expect(result.differingPixels == 1)
    #expect(result.regions == [PixelRect(x: 7, y: 9, width: 1, height: 1)])
    #expect(result.ratio == 1.0 / 2000)
    #expect(result.summary().hasPrefix("1 of 2000 pixels differ (0.05%)"))
  }

  @Test("Fully transparent pixels are equal whatever their colour channels")
  func invisibleDifferences() {
    let a = Bitmap(width: 2, height: 1, fill: Color(red: 255, green: 0, blue: 0, alpha: 0))
    let b = Bitmap(width: 2, height: 1, fill: .clear)
    #expect(ImageComparator.compare(reference: a, actual: b).matches)
  }

  @Test("Different sizes never match and the summary names both")
  func sizes() {
    let result = ImageComparator.compare(reference: gray(10, 20), actual: gray(10, 21), makeDiffImage: true)
    #expect(!result.matches)
    #expect(result.sizeMismatch)
    #expect(result.summary() == "images have different sizes: reference 10x20, actual 10x21")
  }

  @Test("Different sizes get a diff over the union: the overlap compared, the rest red")
  func unionDiff() throws {
    // Reference 10x20 and actual 12x21, both gray, one pixel changed inside the overlap: the
    // union is 12x21; the 2 extra columns (2 x 21 = 42 pixels), the extra row under the
    // reference (10 more) and the changed pixel differ: 53 pixels.
    var actual = gray(12, 21)
    actual[4, 5] = .black
    let result = ImageComparator.compare(reference: gray(10, 20), actual: actual, makeDiffImage: true)
    #expect(!result.matches)
    let image = try #require(result.diffImage)
    #expect(image.width == 12 && image.height == 21)
    #expect(result.differingPixels == 53)
    #expect(image[4, 5] == Color(red: 255, green: 0, blue: 0))
    #expect(image[11, 0] == Color(red: 255, green: 0, blue: 0))
    #expect(image[0, 20] == Color(red: 255, green: 0, blue: 0))
    #expect(image[0, 0] != Color(red: 255, green: 0, blue: 0))
    // All of it lies in touching 32 x 32 tiles: one region, the bounding box of the red pixels.
    #expect(result.regions == [PixelRect(x: 0, y: 0, width: 12, height: 21)])
    // Without a diff image nothing is counted.
    #expect(ImageComparator.compare(reference: gray(10, 20), actual: actual).differingPixels == 0)
  }

  @Test("Regions: separate clusters get separate boxes, touching tiles merge")
  func regions() {
    let a = gray(200, 200)
    var b = a
    for (x, y) in [(5, 5), (40, 20), (150, 150), (190, 199)] { b[x, y] = .black }
    let result = ImageComparator.compare(reference: a, actual: b)
    // (5,5) and (40,20) are in diagonal-adjacent tiles (0,0) and (1,0); the two others are
    // in tiles (4,4) and (5,6), which do not touch.
    #expect(
      result.regions == [
        PixelRect(x: 5, y: 5, width: 36, height: 16),
        PixelRect(x: 150, y: 150, width: 1, height: 1),
        PixelRect(x: 190, y: 199, width: 1, height: 1),
      ])
  }

  @Test("Tolerances: pixel count and ratio limits")
  func tolerance() {
    let a = gray(10, 10)
    var b = a
    for x in 0..<3 { b[x, 0] = .black }
    #expect(!ImageComparator.compare(reference: a, actual: b, options: ComparisonOptions(maxDiffPixels: 2)).matches)
    #expect(ImageComparator.compare(reference: a, actual: b, options: ComparisonOptions(maxDiffPixels: 3)).matches)
    #expect(ImageComparator.compare(reference: a, actual: b, options: ComparisonOptions(maxDiffPixels: 3, maxDiffRatio: 0.03)).matches)
    #expect(!ImageComparator.compare(reference: a, actual: b, options: ComparisonOptions(maxDiffPixels: 3, maxDiffRatio: 0.02)).matches)
  }

  @Test("Threshold: a small colour change passes at 0.1 and fails exactly")
  func threshold() {
    let a = gray(4, 4, 200)
    let b = gray(4, 4, 204)
    // ΔY = 4 → squared YIQ distance 0.5053·16 = 8.08; 0.1 allows 35215·0.01 = 352.15.
    #expect(ImageComparator.compare(reference: a, actual: b, options: ComparisonOptions(threshold: 0.1)).matches)
    #expect(!ImageComparator.compare(reference: a, actual: b).matches)
    // 0.01 allows 3.52 < 8.08.
    #expect(!ImageComparator.compare(reference: a, actual: b, options: ComparisonOptions(threshold: 0.01)).matches)
  }

  @Test("Anti-aliasing detection ignores a softened edge pixel")
  func antialiasing() {
    // A black square on white; the actual image has one grey pixel on the square's edge.
    var a = gray(9, 9, 255)
    for y in 2..<7 { for x in 2..<7 { a[x, y] = .black } }
    var b = a
    b[6, 4] = Color(red: 128, green: 128, blue: 128)
    let options = ComparisonOptions(threshold: 0.1, detectAntialiasing: true)
    let result = ImageComparator.compare(reference: a, actual: b, options: options, makeDiffImage: true)
    #expect(result.differingPixels == 0)
    #expect(result.antialiasedPixels == 1)
    #expect(result.matches)
    #expect(result.diffImage?[6, 4] == Color(red: 255, green: 255, blue: 0))
    let strict = ImageComparator.compare(reference: a, actual: b, options: ComparisonOptions(threshold: 0.1))
    #expect(strict.differingPixels == 1)
  }

  @Test("Diff image: differences red, the reference faded to a quarter of its contrast")
  func diffImage() {
    let a = gray(3, 1, 0)
    var b = a
    b[1, 0] = .white
    let result = ImageComparator.compare(reference: a, actual: b, makeDiffImage: true)
    let image = try! #require(result.diffImage)
    #expect(image[1, 0] == .red)
    // Black (luma 0) fades to 255 − 255/4 = 192.
    #expect(image[0, 0] == Color(red: 192, green: 192, blue: 192))
  }

  @Test("Option validation names the bad value")
  func validation() {
    #expect(ComparisonOptions(threshold: 1.5).validationError == "threshold must be between 0 and 1, got 1.5")
    #expect(ComparisonOptions(maxDiffPixels: -1).validationError != nil)
    #expect(ComparisonOptions(maxDiffRatio: .nan).validationError != nil)
    #expect(ComparisonOptions.exact.validationError == nil)
  }

  @Test("Percentages never round a difference to zero")
  func percent() {
    #expect(ImageComparison.percent(0) == "0%")
    #expect(ImageComparison.percent(0.5) == "50%")
    #expect(ImageComparison.percent(1.0 / 3_013_524) == "0.00003%")
    #expect(ImageComparison.percent(0.123456) == "12.35%")
  }
}
