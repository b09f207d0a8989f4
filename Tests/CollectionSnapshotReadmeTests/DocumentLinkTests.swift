import Foundation
import Testing

/// The links of README.md and the documentation articles lead somewhere: a relative link names
/// a file of the repository, a `<doc:Name>` link an article of its catalog; each catalog's
/// landing page lists every article of the catalog, and README links every article.
@Suite("README's and the articles' links resolve")
struct DocumentLinkTests {
  /// The link targets of a Markdown text, outside fenced blocks and code spans: `[text](target)`,
  /// `![alt](target)`, and the `src` and `href` of HTML tags.
  static func links(in text: String) -> [String] {
    var result: [String] = []
    var inFence = false
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if inFence { continue }
      // Code spans hold no links.
      let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
      for pattern in [#"\]\(([^)\s]+)\)"#, #"(?:src|href)="([^"]+)""#] {
        let expression = try! NSRegularExpression(pattern: pattern)
        for match in expression.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)) {
          if let range = Range(match.range(at: 1), in: prose) { result.append(String(prose[range])) }
        }
      }
    }
    return result
  }

  /// The `<doc:Name>` links of a text, by name (without a `#fragment`).
  static func docLinks(in text: String) -> [String] {
    let expression = try! NSRegularExpression(pattern: #"<doc:([A-Za-z0-9_-]+)(?:#[^>]*)?>"#)
    return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  /// The path a relative link leads to from `document`, or `nil` for a link that is not a file
  /// of the repository (a web address, an anchor in the same page).
  static func target(of link: String, from document: String) -> String? {
    if link.hasPrefix("#") || link.contains("://") || link.hasPrefix("mailto:") { return nil }
    let path = String(link.prefix { $0 != "#" && $0 != "?" })
    var components = (document as NSString).deletingLastPathComponent.split(separator: "/").map(String.init)
    for component in path.split(separator: "/").map(String.init) where component != "." {
      if component == ".." && !components.isEmpty && components.last != ".." { components.removeLast() } else { components.append(component) }
    }
    return components.joined(separator: "/")
  }

  @Test("The link rules: targets outside code, resolved against the document's folder")
  func rules() {
    let text = """
      See [the article](Sources/A.docc/B.md#part) and ![a picture](Snapshots/x.png).
      <img src="Snapshots/y.png" width="300"> and [the web](https://example.com), [here](#top).
      Not a link: `[x](nowhere.md)`.
      ```
      [inside](a fence.md)
      ```
      """
    #expect(Self.links(in: text) == ["Sources/A.docc/B.md#part", "Snapshots/x.png", "https://example.com", "#top", "Snapshots/y.png"])
    #expect(Self.target(of: "Sources/A.docc/B.md#part", from: "README.md") == "Sources/A.docc/B.md")
    #expect(Self.target(of: "../C.md", from: "Sources/A.docc/B.md") == "Sources/C.md")
    #expect(Self.target(of: "https://example.com", from: "README.md") == nil)
    #expect(Self.docLinks(in: "- <doc:LayoutEngines>\n<doc:Robustness#Limits> ``Symbol``") == ["LayoutEngines", "Robustness"])
  }

  @Test("Every relative link of README and the articles names a file of the repository")
  func relativeLinks() throws {
    var broken: [String] = []
    var count = 0
    for document in try ReadmeTests.documents() {
      let text = try String(contentsOf: ReadmeTests.root.appendingPathComponent(document), encoding: .utf8)
      for link in Self.links(in: text) {
        guard let path = Self.target(of: link, from: document) else { continue }
        count += 1
        if !FileManager.default.fileExists(atPath: ReadmeTests.root.appendingPathComponent(path).path) { broken.append("\(document): \(link)") }
      }
    }
    #expect(count > 10, "README links its picture and the articles")
    #expect(broken.isEmpty, "links to files that do not exist: \(broken)")
  }

  @Test("Every <doc:> link names an article of its catalog, every landing page lists its catalog's articles, and README links them all")
  func articles() throws {
    let documents = try ReadmeTests.documents()
    let articles = documents.filter { $0.hasPrefix("Sources/") }
    #expect(articles.count >= 2)
    let readme = try String(contentsOf: ReadmeTests.root.appendingPathComponent("README.md"), encoding: .utf8)
    let readmeTargets = Set(Self.links(in: readme).compactMap { Self.target(of: $0, from: "README.md") })
    for catalog in Set(articles.map { ($0 as NSString).deletingLastPathComponent }).sorted() {
      let names = articles.filter { ($0 as NSString).deletingLastPathComponent == catalog }.map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
      // The landing page is named after the module (`CollectionSnapshot.docc/CollectionSnapshot.md`).
      let module = ((catalog as NSString).lastPathComponent as NSString).deletingPathExtension
      #expect(names.contains(module), "\(catalog) has a landing page \(module).md")
      let landing = try String(contentsOf: ReadmeTests.root.appendingPathComponent("\(catalog)/\(module).md"), encoding: .utf8)
      let listed = Set(Self.docLinks(in: landing))
      for name in names where name != module {
        #expect(listed.contains(name), "\(catalog)/\(module).md lists <doc:\(name)> in its topics")
      }
      for name in names {
        let text = try String(contentsOf: ReadmeTests.root.appendingPathComponent("\(catalog)/\(name).md"), encoding: .utf8)
        for link in Self.docLinks(in: text) {
          #expect(names.contains(link), "\(catalog)/\(name).md links <doc:\(link)>, which is no article of its catalog")
        }
        #expect(readmeTargets.contains("\(catalog)/\(name).md"), "README links \(catalog)/\(name).md")
      }
    }
  }
}
