import ArgumentParser

/// `collection-snapshot-bench`: benchmarks (release builds; `assert` also in debug builds, as
/// `swift test` builds) whose subcommands take files, so they can
/// run side by side with other tools on the same inputs. Every timing is one line,
/// `<name>: median <x> ms (min <a>, max <b>, n=<k>)`.
@main
struct Bench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "collection-snapshot-bench",
    abstract: "Benchmarks of CollectionSnapshot; one line per result.",
    subcommands: [PNGBench.self, DiffBench.self, LayoutBench.self, ModelBench.self, RenderBench.self, AssertBench.self, RuntimeBench.self, ReportBench.self, AutoLayoutBench.self]
  )
}
