import HostContainer
import Foundation
let args = Array(CommandLine.arguments.dropFirst())
let json = args.contains("--json")
let groups = args.filter { !$0.hasPrefix("-") && $0 != "bench" }
func emit(_ r: [BenchmarkResult]) { for x in r { print(json ? x.json : x.text); fflush(stdout) } }
if groups.isEmpty || groups.contains("curves") { emit(EngineBenchmark.curves()) }
if groups.isEmpty || groups.contains("engine") { emit(EngineBenchmark.frames()); emit([EngineBenchmark.soak()]) }
