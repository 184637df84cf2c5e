import Foundation
import ProcessSupport
import TestSupport
import XCTest

/// A plugin must not be able to tell a validation from a run by its worker's command line or
/// descriptors. A plugin that sleeps 3 s in its first create (verdict_forger.c mode 5) is run
/// by `host-cli run` and by `host-cli validate`; meanwhile this test samples, from /proc, the
/// command line and descriptor table of every worker of each front end, and compares the
/// worker that was inside the plugin's create in each.
final class UniformWorkerTests: XCTestCase {
    /// One look at a worker: its argv, and each descriptor's number with what it is (digits
    /// — inode numbers, pids — replaced by N, since they differ from process to process).
    struct Sample: Hashable, CustomStringConvertible {
        var argv: [String]
        var descriptors: [String]
        var description: String { argv.joined(separator: " ") + " | " + descriptors.joined(separator: " ") }
    }

    /// The children of `parent` (workers) as they are now.
    static func children(of parent: pid_t) -> [pid_t: Sample] {
        var out: [pid_t: Sample] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // pid (comm) state ppid ...: the comm may hold spaces, so read after its ")".
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 2, pid_t(fields[1]) == parent else { continue }
            guard let cmdline = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")
            else { continue }
            let argv = cmdline.split(separator: 0, omittingEmptySubsequences: false).dropLast().map {
                String(decoding: $0, as: UTF8.self)
            }
            let descriptors = fds.compactMap(Int.init).sorted().compactMap { fd -> String? in
                guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)")
                else { return nil }
                return "\(fd)=" + target.replacingOccurrences(of: "[0-9]+", with: "N", options: .regularExpression)
            }
            out[pid] = Sample(argv: argv, descriptors: descriptors)
        }
        return out
    }

    /// Runs `host-cli ARGS` and samples its workers every 20 ms until it ends; returns every
    /// sample of every worker, and the sample seen most often of the worker seen most often —
    /// the one that slept 3 s in the plugin's create, while plugin code ran (the scan and
    /// handshake workers that load the plugin without calling create are short-lived).
    func workers(_ arguments: [String]) throws -> (all: Set<Sample>, sleeper: Sample?) {
        let cli = try NativeTools.hostCLI()
        let process = try SpawnedProcess(cli, arguments, stdout: .null, stderr: .null)
        var seen: [pid_t: [Sample: Int]] = [:]
        let deadline = ChildProcess.monotonicNow() + 120
        while process.poll() == nil && ChildProcess.monotonicNow() < deadline {
            // An exiting worker shows no command line, and a child caught between spawn and exec
            // still shows the front end's: neither is a worker's own.
            for (pid, sample) in Self.children(of: process.pid)
            where !sample.argv.isEmpty && sample.argv != [cli] + arguments {
                seen[pid, default: [:]][sample, default: 0] += 1
            }
            usleep(20_000)
        }
        XCTAssertEqual(process.wait(timeout: 30), .exited(0), "\(arguments)")
        let longest = seen.values.max { $0.values.reduce(0, +) < $1.values.reduce(0, +) }
        XCTAssertGreaterThanOrEqual(
            longest?.values.reduce(0, +) ?? 0, 10, "\(arguments): the sleeping worker was hardly seen")
        return (Set(seen.values.flatMap(\.keys)), longest?.max { $0.value < $1.value }?.key)
    }

    func testAValidateWorkerHasTheArgvAndDescriptorsOfARunWorker() throws {
        let dir = try NativeTools.temporaryFolder(for: self)
        let path = try NativeTools.compileFixture(
            "Hostile/verdict_forger.c", name: "sleeper", into: dir, flags: ["-DMODE=5"])
        let cli = try NativeTools.hostCLI()
        let run = try workers(["run", "--plugins", dir, "--animator", "forger-5-2", "--trace", "/dev/null"])
        let validate = try workers(["validate", path, "--only", "^lifecycle$", "--timeout", "120"])
        // Every worker of either command, whatever its mode, has the same command line.
        for sample in run.all.union(validate.all) { XCTAssertEqual(sample.argv, [cli, "__worker"], "\(sample)") }
        guard let r = run.sleeper, let v = validate.sleeper else {
            return XCTFail("no worker seen: \(run) \(validate)")
        }
        XCTAssertEqual(v.argv, r.argv)
        XCTAssertEqual(v.descriptors, r.descriptors, "validate: \(v)\nrun: \(r)")
        // The plugin's sealed copy is open in both: the samples are of workers with the plugin loaded.
        XCTAssertTrue(r.descriptors.contains { $0.contains("memfd:sleeper") }, "\(r)")
    }
}
